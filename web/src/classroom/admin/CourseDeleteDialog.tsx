import type { AdminCourseView } from '@app/schemas/classroom/courses';

import { ConfirmDeleteDialog } from '../../shared/components/ConfirmDeleteDialog';
import { useResultToasts } from '../../shared/components/useResultToasts';
import { useAdminLessons, useDeleteCourse } from '../api/courses';

/** What goes with a course (docs/product.md, Content management): its lessons and the members' progress. */
function whatGoesWith(lessons: number | undefined): string {
  if (lessons === undefined) return 'Elimina anche le sue lezioni e i progressi degli iscritti.';
  if (lessons === 0) return 'Il corso non ha lezioni; elimina anche le iscrizioni.';
  return `Elimina anche ${lessons === 1 ? "l'unica lezione" : `le ${lessons} lezioni`} e i progressi degli iscritti.`;
}

/** Asks before deleting a course, saying how many lessons go with it; the points members earned stay. */
export function CourseDeleteDialog({ course, onClose }: { course: AdminCourseView; onClose: () => void }) {
  const lessons = useAdminLessons(course.id);
  const deleteCourse = useDeleteCourse();
  const resultToasts = useResultToasts();
  return (
    <ConfirmDeleteDialog
      title="Eliminare il corso?"
      message={`«${course.title}» sarà eliminato. ${whatGoesWith(lessons.data?.length)} I punti già guadagnati restano. L'operazione non si può annullare.`}
      pending={deleteCourse.isPending}
      onConfirm={() => deleteCourse.mutate(course.id, resultToasts('Corso eliminato!', 'Impossibile eliminare il corso.', onClose))}
      onClose={onClose}
    />
  );
}
