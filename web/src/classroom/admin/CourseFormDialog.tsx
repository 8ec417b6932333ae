import {
  type AdminCourseBody,
  adminCourseForm,
  type AdminCourseFormInput,
  type AdminCourseView,
  COURSE_LEVELS,
} from '@app/schemas/classroom/courses';
import { centsToEuro } from '@app/schemas/shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { FormDialog } from '../../shared/components/FormDialog';
import { FormSwitch } from '../../shared/components/FormSwitch';
import { FormTextField } from '../../shared/components/FormTextField';
import { useResultToasts } from '../../shared/components/useResultToasts';
import { useCreateCourse, useUpdateCourse } from '../api/courses';

const DEFAULTS: AdminCourseFormInput = { title: '', description: '', price: 0, requiredLevel: 1, isPublished: false };

const valuesOf = (course: AdminCourseView): AdminCourseFormInput => ({
  title: course.title,
  description: course.description,
  price: centsToEuro(course.price),
  requiredLevel: course.requiredLevel,
  isPublished: course.isPublished,
});

/**
 * 'Nuovo Corso' (docs/product.md, Validation): the price typed in euro, a draft of level 1 by
 * default. Given a course, the same dialog filled in edits it ('Modifica Corso').
 */
export function CourseFormDialog({ course, onClose }: { course?: AdminCourseView; onClose: () => void }) {
  const form = useForm<AdminCourseFormInput, unknown, AdminCourseBody>({
    resolver: zodResolver(adminCourseForm),
    defaultValues: course ? valuesOf(course) : DEFAULTS,
  });
  const createCourse = useCreateCourse();
  const updateCourse = useUpdateCourse();
  const resultToasts = useResultToasts();
  const onSubmit = form.handleSubmit((body) =>
    course
      ? updateCourse.mutate(
          { id: course.id, body },
          resultToasts('Corso aggiornato con successo!', 'Impossibile aggiornare il corso.', onClose),
        )
      : createCourse.mutate(body, resultToasts('Corso creato con successo!', 'Impossibile creare il corso.', onClose)),
  );
  return (
    <FormDialog
      title={course ? 'Modifica Corso' : 'Nuovo Corso'}
      submitLabel={course ? 'Salva Modifiche' : 'Crea Corso'}
      pending={createCourse.isPending || updateCourse.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField form={form} name="title" idPrefix="corso" label="Titolo" required />
      <FormTextField form={form} name="description" idPrefix="corso" label="Descrizione" required multiline minRows={3} />
      <FormTextField
        form={form}
        name="price"
        idPrefix="corso"
        label="Prezzo (€)"
        type="number"
        slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
      />
      <FormTextField
        form={form}
        name="requiredLevel"
        idPrefix="corso"
        label="Livello richiesto"
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {COURSE_LEVELS.map((name, index) => (
          <option key={name} value={index + 1}>
            {`${index + 1} · ${name}`}
          </option>
        ))}
      </FormTextField>
      <FormSwitch form={form} name="isPublished" label="Pubblicato" />
    </FormDialog>
  );
}
