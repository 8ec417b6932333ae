import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** One titled card of the profile page, labelled by its heading. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
