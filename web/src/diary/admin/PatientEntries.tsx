import type { PatientDiaryView } from '@app/schemas/carePlan/patients';
import type { DiaryEntryView } from '@app/schemas/diary/diary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { DayComments, DiaryEntryNotes } from '../components/DiaryComment';
import { diaryEntryText, diaryKindLabel, formatDiaryDay, formatDiaryTime } from '../lib/diaryText';

export type CommentTarget = { day: string } | { entryId: string; label: string };

/** The range's entries day by day, each day and entry with its comments and 'Commenta'. */
export function PatientEntries({ data, onComment }: { data: PatientDiaryView; onComment: (target: CommentTarget) => void }) {
  const days = [...new Set(data.entries.map((entry) => entry.day))].sort().reverse();
  const entryLabel = (entry: DiaryEntryView) =>
    `${diaryKindLabel(entry.kind)} delle ${formatDiaryTime(entry.occurredAt)} del ${formatDiaryDay(entry.day)}`;
  if (days.length === 0) return <Typography color="text.secondary">Nessuna annotazione nel periodo.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {days.map((day) => (
        <Paper key={day} variant="outlined" component="section" aria-label={formatDiaryDay(day)} sx={{ p: 2, display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {formatDiaryDay(day)}
            </Typography>
            <Button size="small" onClick={() => onComment({ day })} aria-label={`Commenta il giorno ${formatDiaryDay(day)}`}>
              Commenta il giorno
            </Button>
          </Box>
          <DayComments comments={data.comments} day={day} />
          {data.entries
            .filter((entry) => entry.day === day)
            .map((entry) => (
              <Box key={entry.id} sx={{ display: 'grid', gap: 0.5 }} data-testid="patient-entry">
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2">
                    <strong>
                      {formatDiaryTime(entry.occurredAt)} {diaryKindLabel(entry.kind)}
                    </strong>{' '}
                    {diaryEntryText(entry)}
                  </Typography>
                  <Button
                    size="small"
                    onClick={() => onComment({ entryId: entry.id, label: entryLabel(entry) })}
                    aria-label={`Commenta ${entryLabel(entry)}`}
                  >
                    Commenta
                  </Button>
                </Box>
                <DiaryEntryNotes notes={entry.notes} comments={data.comments.filter((comment) => comment.entryId === entry.id)} />
              </Box>
            ))}
        </Paper>
      ))}
    </Box>
  );
}
