import type { AdminCourseView, AdminLessonView } from '@app/schemas/classroom/courses';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';

import { ConfirmDeleteDialog } from '../../shared/components/ConfirmDeleteDialog';
import { ListStates } from '../../shared/components/ListStates';
import { RowActions } from '../../shared/components/RowActions';
import { useResultToasts } from '../../shared/components/useResultToasts';
import { useAdminLessons, useDeleteLesson, useReorderLessons } from '../api/courses';
import { LessonFormDialog } from './LessonFormDialog';

/** The ids in their order with the one at `index` moved by `step` (-1 up, +1 down). */
function moved(lessons: AdminLessonView[], index: number, step: -1 | 1): string[] {
  const ids = lessons.map((lesson) => lesson.id);
  const [id] = ids.splice(index, 1);
  ids.splice(index + step, 0, id!);
  return ids;
}

/**
 * A course's lesson editor (docs/product.md, Content management): its lessons in order, each moved
 * up or down, edited or deleted, and 'Nuova Lezione'. Members' progress follows by itself: a
 * course's progress is its completed lessons over its lessons.
 */
export default function LessonEditor({ course, onClose }: { course: AdminCourseView; onClose: () => void }) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const lessons = useAdminLessons(course.id);
  const reorder = useReorderLessons(course.id);
  const deleteLesson = useDeleteLesson(course.id);
  const resultToasts = useResultToasts();
  const [editing, setEditing] = useState<AdminLessonView | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<AdminLessonView | null>(null);
  const rows = lessons.data ?? [];

  const move = (index: number, step: -1 | 1) =>
    reorder.mutate(moved(rows, index, step), resultToasts('Ordine delle lezioni aggiornato', 'Impossibile riordinare le lezioni.'));

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId}>{`Lezioni · ${course.title}`}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            Nuova Lezione
          </Button>
        </Box>
        <ListStates
          query={lessons}
          isEmpty={rows.length === 0}
          errorTitle="Impossibile caricare le lezioni"
          emptyTitle="Nessuna lezione ancora"
        >
          <List aria-label={`Lezioni del corso ${course.title}`}>
            {rows.map((lesson, index) => (
              <ListItem
                key={lesson.id}
                divider
                sx={{ flexWrap: 'wrap', gap: 1 }}
                secondaryAction={
                  <Box sx={{ display: 'flex', flexWrap: 'nowrap' }}>
                    <IconButton
                      size="small"
                      aria-label={`Sposta su la lezione ${lesson.title}`}
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUpward fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={`Sposta giù la lezione ${lesson.title}`}
                      disabled={index === rows.length - 1 || reorder.isPending}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDownward fontSize="small" />
                    </IconButton>
                    <RowActions
                      what={`la lezione ${lesson.title}`}
                      onEdit={() => setEditing(lesson)}
                      onDelete={() => setToDelete(lesson)}
                    />
                  </Box>
                }
              >
                <ListItemText
                  sx={{ pr: 20 }}
                  primary={`${index + 1}. ${lesson.title}`}
                  secondary={`${lesson.duration} min${lesson.videoUrl ? ' · video' : ''}`}
                />
              </ListItem>
            ))}
          </List>
        </ListStates>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>Chiudi</Button>
      </DialogActions>
      {editing && (
        <LessonFormDialog courseId={course.id} lesson={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      {toDelete && (
        <ConfirmDeleteDialog
          title="Eliminare la lezione?"
          message={`«${toDelete.title}» sarà eliminata con i progressi degli iscritti su di essa; i punti già guadagnati restano. L'operazione non si può annullare.`}
          pending={deleteLesson.isPending}
          onConfirm={() =>
            deleteLesson.mutate(
              toDelete.id,
              resultToasts('Lezione eliminata!', 'Impossibile eliminare la lezione.', () => setToDelete(null)),
            )
          }
          onClose={() => setToDelete(null)}
        />
      )}
    </Dialog>
  );
}
