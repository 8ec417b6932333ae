import { guideOf, PHASE_LABELS } from '@app/schemas/fodmap/fodmapGuide';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { EmptyState } from '../../shared/components/EmptyState';
import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { PageTitle } from '../../shared/components/PageTitle';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useMyFodmap, useStartChallenge } from '../api/fodmap';
import { DayReport } from '../components/DayReport';
import { FodmapOutcomes } from '../components/FodmapOutcomes';
import { ReportedToday } from '../components/ReportedToday';
import { StartChallengeDialog } from '../components/StartChallengeDialog';

/** /fodmap: the patient's FODMAP reintroduction, day by day (docs/fodmap.md). Phone first. */
export default function FodmapPage() {
  const protocol = useMyFodmap();
  const start = useStartChallenge();
  const toast = useToast();
  const view = protocol.data;
  const guide = view ? guideOf(view) : null;
  /** The challenge whose start waits for the patient's confirmation. */
  const [asking, setAsking] = useState<string | null>(null);
  const confirming = guide?.startable.find((challenge) => challenge.group === asking);
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageTitle subtitle="Elimina, poi reintroduci un gruppo di FODMAP alla volta: la tua nutrizionista vede ogni risultato">
        Reintroduzione FODMAP
      </PageTitle>
      {protocol.isLoading && <LoadingState />}
      {protocol.isError && <LoadError title="Impossibile caricare il protocollo FODMAP" query={protocol} />}
      {protocol.data === null && (
        <EmptyState title="Nessun protocollo FODMAP">La tua nutrizionista lo imposta durante la visita, se fa per te.</EmptyState>
      )}
      {view && guide && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="fodmap-today-title"
            sx={{ p: { xs: 2, md: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography id="fodmap-today-title" component="h2" variant="h6">
                Oggi
              </Typography>
              <Chip label={`Fase: ${PHASE_LABELS[view.phase]}`} color="primary" variant="outlined" />
            </Box>
            {guide.paragraphs.map((paragraph) => (
              <Typography key={paragraph}>{paragraph}</Typography>
            ))}
            {guide.reportableDay && <DayReport key={`${guide.reportableDay.group}-${guide.reportableDay.day}`} {...guide.reportableDay} />}
            {guide.correctableDay && (
              <ReportedToday key={`${guide.correctableDay.group}-${guide.correctableDay.day}`} reported={guide.correctableDay} />
            )}
            {guide.startable.length > 0 && (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {guide.startable.slice(0, 1).map((challenge) => (
                  <Button key={challenge.group} variant="contained" onClick={() => setAsking(challenge.group)}>
                    Inizia oggi la prova: {challenge.name}
                  </Button>
                ))}
              </Box>
            )}
            {confirming && (
              <StartChallengeDialog
                challenge={confirming}
                pending={start.isPending}
                onClose={() => setAsking(null)}
                onConfirm={() =>
                  start.mutate(confirming.group, {
                    onSuccess: () => {
                      setAsking(null);
                      toast({ title: `Prova del ${confirming.name.toLowerCase()} iniziata` });
                    },
                    // The dialog stays open, so she can try again.
                    onError: (error) => toast(failureToast(error, 'Prova non iniziata')),
                  })
                }
              />
            )}
          </Paper>
          <Box component="section" aria-labelledby="fodmap-outcomes-title">
            <Typography id="fodmap-outcomes-title" component="h2" variant="h6" sx={{ mb: 1 }}>
              Le tue prove
            </Typography>
            <FodmapOutcomes challenges={view.challenges} caption="Le prove di reintroduzione e i loro esiti" />
          </Box>
        </Box>
      )}
    </Box>
  );
}
