import { diaryDayOf } from '@app/schemas/diary/diary';
import { FODMAP_DEFAULTS, FODMAP_GROUPS, type FodmapGroup } from '@app/schemas/fodmap/fodmap';
import { PHASE_LABELS } from '@app/schemas/fodmap/fodmapGuide';
import { italianDayOf } from '@app/schemas/fodmap/fodmapRules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { LoadError } from '../../shared/components/LoadError';
import { failureToast, useToast } from '../../shared/lib/toast';
import { usePatientFodmap, usePrescribeFodmap, useWithdrawFodmap } from '../api/fodmap';
import { FodmapOutcomes } from '../components/FodmapOutcomes';
import { FodmapStartCorrection } from './FodmapStartCorrection';

const WITHDRAW_FAILURE = 'Protocollo non annullato';

interface GroupChoice {
  included: boolean;
  food: string;
  portions: [string, string, string];
}

const defaultChoices = () =>
  Object.fromEntries(
    FODMAP_GROUPS.map((group) => {
      const { food, portions } = FODMAP_DEFAULTS[group];
      return [group, { included: true, food, portions: portions.map(String) as GroupChoice['portions'] }];
    }),
  ) as Record<FodmapGroup, GroupChoice>;

/** The doctor's prescription: elimination start and weeks, the groups (in the usual order) with their food and portions. */
function PrescribeForm({ uid, onDone, onUndo }: { uid: string; onDone?: () => void; onUndo?: () => void }) {
  const [eliminationStart, setEliminationStart] = useState(diaryDayOf(new Date()));
  const [eliminationWeeks, setEliminationWeeks] = useState(4);
  const [choices, setChoices] = useState(defaultChoices);
  const prescribe = usePrescribeFodmap(uid);
  const toast = useToast();
  const change = (group: FodmapGroup, patch: Partial<GroupChoice>) =>
    setChoices((current) => ({ ...current, [group]: { ...current[group], ...patch } }));
  return (
    <Box
      component="form"
      aria-label="Imposta il protocollo FODMAP"
      onSubmit={(event) => {
        event.preventDefault();
        const groups = FODMAP_GROUPS.filter((group) => choices[group].included).map((group) => ({
          group,
          food: choices[group].food,
          unit: FODMAP_DEFAULTS[group].unit,
          portions: choices[group].portions.map(Number),
        }));
        prescribe.mutate(
          { eliminationStart, eliminationWeeks, groups },
          {
            onSuccess: () => {
              toast({ title: 'Protocollo FODMAP impostato', ...(onUndo && { action: { label: 'Annulla', onClick: onUndo } }) });
              onDone?.();
            },
            onError: (error) => toast(failureToast(error, 'Protocollo non impostato')),
          },
        );
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          type="date"
          label="Inizio eliminazione"
          value={eliminationStart}
          onChange={(event) => setEliminationStart(event.target.value)}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label="Settimane di eliminazione"
          value={eliminationWeeks}
          onChange={(event) => setEliminationWeeks(Number(event.target.value))}
          size="small"
          sx={{ minWidth: 200 }}
        >
          {[2, 3, 4, 5, 6].map((weeks) => (
            <MenuItem key={weeks} value={weeks}>
              {weeks} settimane
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {FODMAP_GROUPS.map((group) => {
        const choice = choices[group];
        const { name, unit } = FODMAP_DEFAULTS[group];
        return (
          <Box key={group} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <FormControlLabel
              control={<Checkbox checked={choice.included} onChange={(event) => change(group, { included: event.target.checked })} />}
              label={name}
              sx={{ minWidth: 240 }}
            />
            <TextField
              label={`Cibo (${name})`}
              value={choice.food}
              onChange={(event) => change(group, { food: event.target.value })}
              size="small"
              disabled={!choice.included}
            />
            {choice.portions.map((amount, index) => (
              <TextField
                key={index}
                label={`Giorno ${index + 1} (${unit})`}
                type="number"
                value={amount}
                onChange={(event) => {
                  const portions = [...choice.portions] as GroupChoice['portions'];
                  portions[index] = event.target.value;
                  change(group, { portions });
                }}
                size="small"
                disabled={!choice.included}
                sx={{ width: 130 }}
                slotProps={{ htmlInput: { min: 0, step: 'any', 'aria-label': `${name}, porzione del giorno ${index + 1} (${unit})` } }}
              />
            ))}
          </Box>
        );
      })}
      <Button type="submit" variant="contained" disabled={prescribe.isPending} sx={{ justifySelf: 'start' }}>
        Avvia il protocollo
      </Button>
    </Box>
  );
}

/** The FODMAP reintroduction on the doctor's patient page: start a protocol, follow its outcomes. */
export function FodmapCard({ uid }: { uid: string }) {
  const protocol = usePatientFodmap(uid);
  const [renewing, setRenewing] = useState(false);
  const withdraw = useWithdrawFodmap(uid);
  const toast = useToast();
  // A first prescription is undone from its toast while the card shows it; a renewal replaced
  // finished results, so it has no cheap way back.
  const undoFirst = () =>
    withdraw.mutate(undefined, {
      onSuccess: ({ message }) => toast({ title: message }),
      onError: (error) => toast(failureToast(error, WITHDRAW_FAILURE, WITHDRAW_FAILURE)),
    });
  const view = protocol.data;
  const begun = view?.challenges.some((challenge) => challenge.status !== 'planned');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="patient-fodmap-title"
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
    >
      <Typography id="patient-fodmap-title" component="h2" variant="h6">
        Reintroduzione FODMAP
      </Typography>
      {protocol.isError && <LoadError title="Impossibile caricare il protocollo FODMAP" />}
      {protocol.data === null && <PrescribeForm uid={uid} onUndo={undoFirst} />}
      {view && (
        <>
          <Typography>
            Fase: {PHASE_LABELS[view.phase].toLowerCase()}. Eliminazione dal {italianDayOf(view.eliminationStart)} al{' '}
            {italianDayOf(view.eliminationEnd)}
            {view.phase === 'elimination' ? ` (mancano ${view.eliminationDaysLeft} giorni).` : '.'}
          </Typography>
          {!begun && <FodmapStartCorrection uid={uid} eliminationStart={view.eliminationStart} />}
          <FodmapOutcomes challenges={view.challenges} caption="Prove di reintroduzione del paziente" />
          {view.phase === 'personalization' &&
            (renewing ? (
              <PrescribeForm uid={uid} onDone={() => setRenewing(false)} />
            ) : (
              <Button variant="outlined" onClick={() => setRenewing(true)} sx={{ justifySelf: 'start' }}>
                Nuovo protocollo
              </Button>
            ))}
        </>
      )}
    </Paper>
  );
}
