import type { CourseView } from '@app/schemas/classroom/courses';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import type { UseQueryResult } from '@tanstack/react-query';

import { CardGrid } from '../../shared/components/CardGrid';
import { EmptyState } from '../../shared/components/EmptyState';
import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { CourseCard } from './CourseCard';

/** A course list as cards, with its loading, error and empty states. */
export function CourseGrid({
  courses,
  label,
  emptyText,
  onOpen,
}: {
  courses: UseQueryResult<CourseView[]>;
  label: string;
  emptyText: string;
  onOpen: (courseId: string) => void;
}) {
  if (courses.isLoading) return <LoadingState label="Caricamento dei corsi..." />;
  if (courses.isError) return <LoadError title="Impossibile caricare i corsi" query={courses} />;
  if (!courses.data?.length) return <EmptyState icon={<SchoolOutlined fontSize="large" />} title={emptyText} />;
  return (
    <CardGrid label={label}>
      {courses.data.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} onOpen={() => onOpen(course.id)} />
        </li>
      ))}
    </CardGrid>
  );
}
