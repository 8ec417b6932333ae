import type { LessonView } from '@app/schemas/classroom/courses';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

import { failureToast, useToast } from '../../shared/lib/toast';
import { useCompleteLesson } from '../api/courses';
import { formatDuration } from './formatDuration';
import { LessonContent } from './LessonContent';
import { LessonVideo } from './LessonVideo';

/** A lesson: its video and content; completing it closes the dialog (docs/product.md, Screens and States). */
export function LessonDialog({ courseId, lesson, onClose }: { courseId: string; lesson: LessonView | undefined; onClose: () => void }) {
  const toast = useToast();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const completeLesson = useCompleteLesson();

  const onComplete = (done: LessonView) =>
    completeLesson.mutate(
      { courseId, lessonId: done.id },
      {
        onSuccess: () => {
          toast({ title: 'Lezione completata!', description: 'Hai guadagnato punti esperienza.' });
          onClose();
        },
        onError: (error) => toast(failureToast(error, 'Errore durante il completamento della lezione')),
      },
    );

  return (
    <Dialog open={Boolean(lesson)} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="lezione-titolo">
      {lesson && (
        <>
          <DialogTitle id="lezione-titolo">{lesson.title}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {`Durata: ${formatDuration(lesson.duration)}`}
            </Typography>
            <LessonVideo videoUrl={lesson.videoUrl} title={lesson.title} />
            <LessonContent content={lesson.content} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
            <Button onClick={onClose}>Chiudi</Button>
            {lesson.isCompleted ? (
              <Chip icon={<CheckCircle aria-hidden />} color="success" label="Lezione completata" />
            ) : (
              <Button variant="contained" onClick={() => onComplete(lesson)} disabled={completeLesson.isPending}>
                {completeLesson.isPending ? 'Salvataggio...' : 'Segna come completata'}
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
