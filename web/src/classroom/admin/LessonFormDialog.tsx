import { type AdminLessonBody, adminLessonBody, type AdminLessonInput, type AdminLessonView } from '@app/schemas/classroom/courses';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';

import { FormDialog } from '../../shared/components/FormDialog';
import { FormTextField } from '../../shared/components/FormTextField';
import { useResultToasts } from '../../shared/components/useResultToasts';
import { useSaveLesson } from '../api/courses';
import { LessonContent } from '../components/LessonContent';

const DEFAULTS: AdminLessonInput = { title: '', content: '', videoUrl: '', duration: 10 };

const valuesOf = (lesson: AdminLessonView): AdminLessonInput => ({
  title: lesson.title,
  content: lesson.content,
  videoUrl: lesson.videoUrl ?? '',
  duration: lesson.duration,
});

/**
 * 'Nuova Lezione' / 'Modifica Lezione': title, Markdown content with its live preview (rendered by
 * the classroom's own LessonContent), video address and duration in minutes.
 */
export function LessonFormDialog({ courseId, lesson, onClose }: { courseId: string; lesson?: AdminLessonView; onClose: () => void }) {
  const form = useForm<AdminLessonInput, unknown, AdminLessonBody>({
    resolver: zodResolver(adminLessonBody),
    defaultValues: lesson ? valuesOf(lesson) : DEFAULTS,
  });
  const content = useWatch({ control: form.control, name: 'content' }) ?? '';
  const saveLesson = useSaveLesson(courseId);
  const resultToasts = useResultToasts();
  const onSubmit = form.handleSubmit((body) =>
    saveLesson.mutate(
      { lessonId: lesson?.id, body },
      lesson
        ? resultToasts('Lezione aggiornata con successo!', 'Impossibile aggiornare la lezione.', onClose)
        : resultToasts('Lezione creata con successo!', 'Impossibile creare la lezione.', onClose),
    ),
  );
  return (
    <FormDialog
      title={lesson ? 'Modifica Lezione' : 'Nuova Lezione'}
      submitLabel={lesson ? 'Salva Modifiche' : 'Crea Lezione'}
      pending={saveLesson.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField form={form} name="title" idPrefix="lezione" label="Titolo" required />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <FormTextField form={form} name="videoUrl" idPrefix="lezione" label="Link del video (YouTube, Vimeo…)" type="url" />
        <FormTextField
          form={form}
          name="duration"
          idPrefix="lezione"
          label="Durata (minuti)"
          type="number"
          required
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
        />
      </Box>
      <FormTextField
        form={form}
        name="content"
        idPrefix="lezione"
        label="Contenuto (Markdown)"
        multiline
        minRows={6}
        helperText="## Titolo, **grassetto**, *corsivo*, - elenchi, [link](https://…)"
      />
      <Box component="section" aria-labelledby="lezione-anteprima">
        <Typography id="lezione-anteprima" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
          Anteprima
        </Typography>
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="lesson-preview">
          {content.trim() ? (
            <LessonContent content={content} />
          ) : (
            <Typography color="text.secondary">Il contenuto apparirà qui come lo vedranno gli iscritti.</Typography>
          )}
        </Paper>
      </Box>
    </FormDialog>
  );
}
