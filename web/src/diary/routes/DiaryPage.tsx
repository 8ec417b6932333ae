import type { DiaryEntryView, DiaryKind } from '@app/schemas/diary/diary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';

import { useMyFodmap } from '../../fodmap/api/fodmap';
import { notYetListed, usePendingOutbox } from '../../shared/api/outbox';
import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { PageTitle } from '../../shared/components/PageTitle';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useDeleteDiaryEntry, useDiaryConsent, useDiaryRange, useQuestionnaires } from '../api/diary';
import { ConsentCard } from '../components/ConsentCard';
import { DiaryPrivacy } from '../components/DiaryPrivacy';
import { DiaryTimeline } from '../components/DiaryTimeline';
import { DiaryTrendsSection } from '../components/DiaryTrendsSection';
import { EntrySheet } from '../components/EntrySheet';
import { FodmapLink } from '../components/FodmapLink';
import { IbsSssCard } from '../components/IbsSssCard';
import { QuickLog } from '../components/QuickLog';
import { withPendingEntries } from '../lib/pendingEntries';
import { TIMELINE_DAYS, timelineRange } from '../lib/timelineRange';

const NO_ITEMS: never[] = [];
/** The days of the timeline that fill a phone's first screen. */
const FIRST_SCREEN_DAYS = 2;

/** /diario: the care diary (docs/product.md, Care diary), phone first. */
export default function DiaryPage() {
  const consent = useDiaryConsent();
  // The FODMAP note sits above everything: the page shows once both are read, or it would push the page down.
  const fodmap = useMyFodmap();
  const started = !consent.isLoading && !fodmap.isLoading;
  const consented = consent.data?.consented === true;
  const diary = useDiaryRange(timelineRange(), consented);
  // The timeline and the questionnaire's results appear together, once both are read: loading one
  // after the other would push what is below them down (a layout shift).
  const questionnaires = useQuestionnaires(consented);
  const settled = !diary.isLoading && !questionnaires.isLoading;
  // Once settled, the newest days render at once, the older ones and the sections below them in a
  // second, interruptible render: the page paints sooner, and what comes later comes below, moving
  // nothing on screen (docs/performance.md, repeat visits).
  const whole = useDeferredValue(settled, false);
  const queued = usePendingOutbox('diaryEntry').data ?? NO_ITEMS;
  const waiting = useMemo(() => notYetListed(queued, diary.data?.entries.map((entry) => entry.id) ?? []), [queued, diary.data]);
  const pendingIds = useMemo(() => new Set(waiting.map((item) => item.documentId)), [waiting]);
  const remove = useDeleteDiaryEntry();
  const toast = useToast();
  const [sheet, setSheet] = useState<{ kind: DiaryKind; entry?: DiaryEntryView } | null>(null);

  const onDelete = (entry: DiaryEntryView) =>
    remove.mutate(entry.id, {
      onSuccess: () => toast({ title: 'Annotazione eliminata' }),
      onError: (error) => toast(failureToast(error, 'Annotazione non eliminata')),
    });

  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageTitle subtitle="Pasti, sintomi ed evacuazioni in pochi secondi: la tua nutrizionista li vede prima della visita">
        Diario
      </PageTitle>
      {!started && <LoadingState />}
      {started && fodmap.data && <FodmapLink phase={fodmap.data.phase} />}
      {consent.isError && <LoadError title="Impossibile caricare il diario" query={consent} />}
      {started && consent.data && !consented && <ConsentCard />}
      {started && consent.data?.withdrawnAt && !consented && (
        <Box sx={{ mt: 3 }}>
          <DiaryPrivacy consented={false} consentedAt={null} lastDoctorReadAt={consent.data.lastDoctorReadAt} />
        </Box>
      )}
      {started && consented && (
        <>
          <QuickLog onPick={(kind) => setSheet({ kind })} />
          {!settled && <LoadingState />}
          <Box sx={{ display: settled ? 'grid' : 'none', gap: 3 }}>
            <Box component="section" aria-labelledby="diary-timeline-title">
              <Typography id="diary-timeline-title" component="h2" variant="h6" sx={{ mb: 1 }}>
                Ultimi {TIMELINE_DAYS} giorni
              </Typography>
              {diary.isError && <LoadError title="Impossibile caricare le annotazioni" query={diary} />}
              {diary.data && (
                <DiaryTimeline
                  data={withPendingEntries(diary.data, waiting)}
                  pendingIds={pendingIds}
                  onEdit={(entry) => setSheet({ kind: entry.kind, entry })}
                  onDelete={onDelete}
                  firstDays={whole ? undefined : FIRST_SCREEN_DAYS}
                />
              )}
            </Box>
            {whole && (
              <>
                <IbsSssCard />
                <DiaryTrendsSection />
                <DiaryPrivacy
                  consented
                  consentedAt={consent.data?.consentedAt ?? null}
                  lastDoctorReadAt={consent.data?.lastDoctorReadAt ?? null}
                />
              </>
            )}
          </Box>
          <EntrySheet kind={sheet?.kind ?? null} entry={sheet?.entry} onClose={() => setSheet(null)} />
        </>
      )}
    </Box>
  );
}
