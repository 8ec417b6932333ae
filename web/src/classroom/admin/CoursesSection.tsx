import { type AdminCourseView, courseLevelName } from '@app/schemas/classroom/courses';
import Add from '@mui/icons-material/Add';
import MenuBook from '@mui/icons-material/MenuBookOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';

import { type Column, DataTable } from '../../shared/components/DataTable';
import { ListStates } from '../../shared/components/ListStates';
import { RowActions } from '../../shared/components/RowActions';
import { AdminSection } from '../../shared/components/SectionHeader';
import { StateChip } from '../../shared/components/StateChip';
import { formatCents } from '../../shared/lib/format';
import { useAdminCourses } from '../api/courses';
import { CourseDeleteDialog } from './CourseDeleteDialog';
import { CourseFormDialog } from './CourseFormDialog';

// The lesson editor (and, with its preview, the Markdown renderer) loads when a course's lessons are opened.
const LessonEditor = lazy(() => import('./LessonEditor'));

/** docs/product.md (Constants): a course price of 0 reads 'Gratuito'. */
const coursePrice = (cents: number) => (cents === 0 ? 'Gratuito' : formatCents(cents));

const columns = (actions: Column<AdminCourseView>['cell']): Column<AdminCourseView>[] => [
  { header: 'Titolo', cell: (course) => course.title },
  {
    header: 'Stato',
    cell: (course) => <StateChip on={course.isPublished} labels={['Pubblicato', 'Bozza']} color="success" />,
  },
  { header: 'Prezzo', cell: (course) => coursePrice(course.price), align: 'right' },
  { header: 'Livello', cell: (course) => courseLevelName(course.requiredLevel) },
  { header: 'Iscritti', cell: (course) => course.enrollmentCount, align: 'right' },
  { header: 'Azioni', cell: actions },
];

/** Corsi: every course, drafts too, the 'Nuovo Corso' dialog, each course's lessons, edit and delete. */
export default function CoursesSection() {
  const courses = useAdminCourses();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminCourseView | null>(null);
  const [toDelete, setToDelete] = useState<AdminCourseView | null>(null);
  const [withLessons, setWithLessons] = useState<AdminCourseView | null>(null);
  const actions = (course: AdminCourseView) => (
    <RowActions what={`il corso ${course.title}`} onEdit={() => setEditing(course)} onDelete={() => setToDelete(course)}>
      <Button size="small" startIcon={<MenuBook />} onClick={() => setWithLessons(course)} aria-label={`Lezioni del corso ${course.title}`}>
        Lezioni
      </Button>
    </RowActions>
  );
  return (
    <AdminSection
      label="Corsi"
      title="Corsi"
      action={
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
          Nuovo Corso
        </Button>
      }
    >
      <ListStates
        query={courses}
        isEmpty={courses.data?.length === 0}
        errorTitle="Impossibile caricare i corsi"
        emptyTitle="Nessun corso ancora"
      >
        <DataTable label="Corsi" columns={columns(actions)} rows={courses.data ?? []} />
      </ListStates>
      {creating && <CourseFormDialog onClose={() => setCreating(false)} />}
      {editing && <CourseFormDialog course={editing} onClose={() => setEditing(null)} />}
      {toDelete && <CourseDeleteDialog course={toDelete} onClose={() => setToDelete(null)} />}
      {withLessons && (
        <Suspense fallback={null}>
          <LessonEditor course={withLessons} onClose={() => setWithLessons(null)} />
        </Suspense>
      )}
    </AdminSection>
  );
}
