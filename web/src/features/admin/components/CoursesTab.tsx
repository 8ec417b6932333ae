import { type AdminCourseView, courseLevelName } from '@app/schemas/admin';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';

import { useAdminCourses } from '../../../lib/api/admin';
import { formatCents } from '../../../lib/format';
import { CourseDialog } from './CourseDialog';
import { type Column, DataTable } from './DataTable';
import { InertActions } from './InertActions';
import { ListStates } from './ListStates';
import { TabHeader } from './TabHeader';

/** docs/product.md (Constants): a course price of 0 reads 'Gratuito'. */
const coursePrice = (cents: number) => (cents === 0 ? 'Gratuito' : formatCents(cents));

const columns: Column<AdminCourseView>[] = [
  { header: 'Titolo', cell: (course) => course.title },
  {
    header: 'Stato',
    cell: (course) => (
      <Chip
        size="small"
        label={course.isPublished ? 'Pubblicato' : 'Bozza'}
        color={course.isPublished ? 'success' : 'default'}
        variant={course.isPublished ? 'filled' : 'outlined'}
      />
    ),
  },
  { header: 'Prezzo', cell: (course) => coursePrice(course.price), align: 'right' },
  { header: 'Livello', cell: (course) => courseLevelName(course.requiredLevel) },
  { header: 'Iscritti', cell: (course) => course.enrollmentCount, align: 'right' },
  { header: 'Azioni', cell: (course) => <InertActions what={`il corso ${course.title}`} /> },
];

/** Corsi: every course, drafts too, and the 'Nuovo Corso' dialog. */
export function CoursesTab() {
  const courses = useAdminCourses();
  const [creating, setCreating] = useState(false);
  return (
    <section aria-label="Corsi">
      <TabHeader
        title="Corsi"
        action={
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            Nuovo Corso
          </Button>
        }
      />
      <ListStates
        isLoading={courses.isLoading}
        isError={courses.isError}
        isEmpty={courses.data?.length === 0}
        errorTitle="Impossibile caricare i corsi"
        emptyTitle="Nessun corso ancora"
      >
        <DataTable label="Corsi" columns={columns} rows={courses.data ?? []} />
      </ListStates>
      {creating && <CourseDialog onClose={() => setCreating(false)} />}
    </section>
  );
}
