import type { CourseView } from '@app/schemas/classroom/courses';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

import { formatCents } from '../../shared/lib/format';

/** docs/product.md (Constants): cents as euro in the Italian format, 'Gratuito' for 0. */
export const coursePrice = (cents: number) => (cents === 0 ? 'Gratuito' : formatCents(cents));

/** Price, required level (with the lock when it is above the member's) and enrolment count. */
export function CourseFacts({ course }: { course: CourseView }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Chip size="small" color={course.price === 0 ? 'success' : 'default'} label={coursePrice(course.price)} />
      <Chip
        size="small"
        variant="outlined"
        icon={course.isLocked ? <LockOutlined aria-hidden /> : undefined}
        label={course.isLocked ? `Si sblocca al livello ${course.requiredLevel}` : `Livello ${course.requiredLevel}`}
        data-testid="course-level"
      />
      <Typography variant="body2" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <GroupOutlined fontSize="small" aria-hidden />
        {course.enrollmentCount === 1 ? '1 iscritto' : `${course.enrollmentCount} iscritti`}
      </Typography>
    </Box>
  );
}

/** The caller's progress in an enrolled course, as a bar with its percentage. */
export function CourseProgress({ course }: { course: CourseView }) {
  if (!course.isEnrolled) return null;
  const label = `${course.progress}% completato`;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <LinearProgress variant="determinate" value={course.progress} aria-label={`Avanzamento: ${label}`} />
      <Typography variant="caption" color="text.secondary" data-testid="course-progress">
        {label}
      </Typography>
    </Box>
  );
}
