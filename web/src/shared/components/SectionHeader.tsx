import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** An admin section's heading and its main action ('Nuovo Corso'). */
export function SectionHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
        {title}
      </Typography>
      {action}
    </Box>
  );
}

interface AdminSectionProps {
  /** The section's name, as its link in the admin navigation says it ('Ordini'). */
  label: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}

/** An admin section: a region named as its link, with its heading and main action. */
export function AdminSection({ label, title, action, children }: AdminSectionProps) {
  return (
    <section aria-label={label}>
      <SectionHeader title={title} action={action} />
      {children}
    </section>
  );
}
