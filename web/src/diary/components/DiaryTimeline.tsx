import type { DiaryEntryView, DiaryListView } from '@app/schemas/diary/diary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

import { EmptyState } from '../../shared/components/EmptyState';
import { ItemCard } from '../../shared/components/ItemCard';
import { diaryEntryText, diaryKindLabel, formatDiaryDay, formatDiaryTime } from '../lib/diaryText';
import { DayComments, DiaryEntryNotes } from './DiaryComment';

const NONE: ReadonlySet<string> = new Set();

/** The diary day by day, newest first, with the doctor's comments; the last 7 days can be changed. */
export function DiaryTimeline({
  data,
  pendingIds = NONE,
  onEdit,
  onDelete,
  firstDays,
}: {
  data: DiaryListView;
  /** Only the newest days, this many (the page's first render; the rest follow in a second one). */
  firstDays?: number;
  /** Entries still waiting on the phone (the offline outbox): marked, and not yet editable. */
  pendingIds?: ReadonlySet<string>;
  onEdit: (entry: DiaryEntryView) => void;
  onDelete: (entry: DiaryEntryView) => void;
}) {
  const days = [...new Set([...data.entries.map((entry) => entry.day), ...data.comments.map((comment) => comment.day)])].sort().reverse();
  if (days.length === 0)
    return <EmptyState title="Nessuna annotazione in questi giorni">Usa i pulsanti qui sopra per la prima.</EmptyState>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {days.slice(0, firstDays).map((day) => (
        <Box component="section" key={day} aria-label={formatDiaryDay(day)}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {formatDiaryDay(day)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1 }}>
            <DayComments comments={data.comments} day={day} />
            {data.entries
              .filter((entry) => entry.day === day)
              .map((entry) => (
                <ItemCard key={entry.id} dense testId="diary-entry" pending={pendingIds.has(entry.id)}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {diaryKindLabel(entry.kind)} · {formatDiaryTime(entry.occurredAt)}
                    </Typography>
                    {pendingIds.has(entry.id) && <Chip size="small" variant="outlined" label="In attesa di invio" />}
                    {entry.editable && (
                      <Box sx={{ display: 'flex', gap: 0.5 }}>
                        <Button
                          size="small"
                          onClick={() => onEdit(entry)}
                          aria-label={`Modifica ${diaryKindLabel(entry.kind)} delle ${formatDiaryTime(entry.occurredAt)}`}
                        >
                          Modifica
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          onClick={() => onDelete(entry)}
                          aria-label={`Elimina ${diaryKindLabel(entry.kind)} delle ${formatDiaryTime(entry.occurredAt)}`}
                        >
                          Elimina
                        </Button>
                      </Box>
                    )}
                  </Box>
                  <Typography variant="body2">{diaryEntryText(entry)}</Typography>
                  <DiaryEntryNotes notes={entry.notes} comments={data.comments.filter((comment) => comment.entryId === entry.id)} />
                </ItemCard>
              ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
