import type { AnalyticsView } from '@app/schemas/analytics/analytics';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** The most enrolled courses: enrolments (bar relative to the first) and lessons completed. */
export function CoursePerformance({ courses }: { courses: AnalyticsView['courses'] }) {
  if (courses.length === 0) return <Typography color="text.secondary">Nessun corso ancora.</Typography>;
  const most = Math.max(1, ...courses.map((course) => course.enrollmentCount));
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {courses.map((course) => (
        <li key={course.id}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{course.title}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {`${course.enrollmentCount} iscritti · ${course.lessonCompletions} lezioni completate`}
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={(course.enrollmentCount / most) * 100}
            aria-label={`Iscritti a ${course.title}`}
            sx={{ mt: 0.5, height: 8, borderRadius: 4 }}
          />
        </li>
      ))}
    </Box>
  );
}
