import type { CourseView, LessonView } from '@app/schemas/classroom/courses';
import CheckCircle from '@mui/icons-material/CheckCircle';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';

import { failureToast, useToast } from '../../shared/lib/toast';
import { useEnrollCourse } from '../api/courses';
import { CourseFacts, CourseProgress } from './CourseFacts';
import { formatDuration, totalMinutes } from './formatDuration';
import { LessonDialog } from './LessonDialog';

function LessonRow({ lesson, onOpen }: { lesson: LessonView; onOpen?: () => void }) {
  const icon = lesson.isCompleted ? (
    <CheckCircle color="success" aria-hidden />
  ) : onOpen ? (
    <PlayCircleOutlined aria-hidden />
  ) : (
    <LockOutlined aria-hidden />
  );
  const text = (
    <ListItemText
      primary={`${lesson.order}. ${lesson.title}`}
      secondary={lesson.isCompleted ? `${formatDuration(lesson.duration)} · completata` : formatDuration(lesson.duration)}
    />
  );
  return (
    <ListItem disablePadding data-testid="lesson-row">
      {onOpen ? (
        <ListItemButton onClick={onOpen}>
          <ListItemIcon>{icon}</ListItemIcon>
          {text}
        </ListItemButton>
      ) : (
        <>
          <ListItemIcon sx={{ pl: 2 }}>{icon}</ListItemIcon>
          {text}
        </>
      )}
    </ListItem>
  );
}

/** A course: its lessons with the total duration, and enrolling; lessons open once enrolled. */
export function CourseDialog({ course, onClose }: { course: CourseView | undefined; onClose: () => void }) {
  const toast = useToast();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const enroll = useEnrollCourse();
  const [lessonId, setLessonId] = useState<string | null>(null);
  const openLesson = course?.lessons.find((lesson) => lesson.id === lessonId);

  const onEnroll = (courseId: string) =>
    enroll.mutate(courseId, {
      onSuccess: () => toast({ title: 'Iscrizione completata!', description: 'Ora puoi iniziare a seguire il corso.' }),
      onError: (error) => toast(failureToast(error, "Errore durante l'iscrizione al corso")),
    });

  return (
    <Dialog open={Boolean(course)} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="corso-titolo">
      {course && (
        <>
          <DialogTitle id="corso-titolo">{course.title}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <CourseFacts course={course} />
            <Typography>{course.description}</Typography>
            <CourseProgress course={course} />
            <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
              {`Lezioni (${course.lessons.length}) · Durata totale: ${formatDuration(totalMinutes(course.lessons))}`}
            </Typography>
            {course.lessons.length === 0 ? (
              <Typography color="text.secondary">Le lezioni di questo corso saranno pubblicate a breve.</Typography>
            ) : (
              <List dense aria-label="Lezioni del corso" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}>
                {course.lessons.map((lesson) => (
                  <LessonRow
                    key={lesson.id}
                    lesson={lesson}
                    onOpen={course.isEnrolled && !course.isLocked ? () => setLessonId(lesson.id) : undefined}
                  />
                ))}
              </List>
            )}
            {course.isLocked && (
              <Alert severity="info" icon={<LockOutlined aria-hidden />}>
                {`Questo corso si sblocca al livello ${course.requiredLevel}. Partecipa alla community per guadagnare punti e salire di livello.`}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>Chiudi</Button>
            {!course.isEnrolled && !course.isLocked && (
              <Button variant="contained" onClick={() => onEnroll(course.id)} disabled={enroll.isPending}>
                {enroll.isPending ? 'Iscrizione...' : 'Iscriviti al corso'}
              </Button>
            )}
          </DialogActions>
          <LessonDialog courseId={course.id} lesson={openLesson} onClose={() => setLessonId(null)} />
        </>
      )}
    </Dialog>
  );
}
