import type { Guide } from '@app/schemas/fodmap/fodmapGuide';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { DayReport } from './DayReport';

/**
 * The day reported today, which may still be corrected until midnight in Rome (docs/fodmap.md):
 * what was saved, and 'Correggi' to change it.
 */
export function ReportedToday({ reported }: { reported: NonNullable<Guide['correctableDay']> }) {
  const [editing, setEditing] = useState(false);
  const { group, name, day, symptoms, notes } = reported;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography color="text.secondary">
        {`Oggi hai segnato il giorno ${day} della prova del ${name.toLowerCase()}: sintomo peggiore ${symptoms}/10. Puoi correggerlo fino a stasera.`}
      </Typography>
      {editing ? (
        <DayReport group={group} day={day} reported={{ symptoms, notes }} onDone={() => setEditing(false)} />
      ) : (
        <Box>
          <Button variant="outlined" onClick={() => setEditing(true)}>
            Correggi il giorno {day}
          </Button>
        </Box>
      )}
    </Box>
  );
}
