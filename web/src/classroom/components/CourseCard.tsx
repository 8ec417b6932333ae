import type { CourseView } from '@app/schemas/classroom/courses';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

import { CourseFacts, CourseProgress } from './CourseFacts';

/** A course in the grid; 'Apri il corso' shows its lessons. */
export function CourseCard({ course, onOpen }: { course: CourseView; onOpen: () => void }) {
  const titleId = `corso-${course.id}`;
  return (
    <Card
      variant="outlined"
      // A locked course is told apart by its tint, not by transparency, which would drop its text below AA contrast.
      sx={{ display: 'flex', flexDirection: 'column', bgcolor: course.isLocked ? 'grey.50' : 'background.paper' }}
      data-testid="course-card"
    >
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <Typography id={titleId} component="h2" variant="h3" sx={{ fontSize: '1.15rem' }}>
          {course.title}
        </Typography>
        <CourseFacts course={course} />
        <Typography variant="body2" color="text.secondary">
          {course.description}
        </Typography>
        <CourseProgress course={course} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant={course.isEnrolled ? 'contained' : 'outlined'} size="small" onClick={onOpen} aria-describedby={titleId}>
          {course.isEnrolled ? 'Continua il corso' : 'Apri il corso'}
        </Button>
      </CardActions>
    </Card>
  );
}
