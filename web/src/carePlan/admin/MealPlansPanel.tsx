import { type MealPlanBody, mealPlanBody, mealPlanTemplateBody, type MealPlanView, WEEKDAY_LABELS } from '@app/schemas/carePlan/carePlan';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';

import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { failureToast, useToast } from '../../shared/lib/toast';
import {
  patientMealPlanPdfUrl,
  useMealPlanTemplates,
  usePatientMealPlans,
  usePublishMealPlan,
  useSaveMealPlan,
  useSaveTemplate,
  useUnpublishMealPlan,
} from '../api/carePlan';
import { dayText, todayInRome } from '../lib/mealPlanText';
import { DayEditor } from './DayEditor';
import { copyDay, emptyDay, foodsOf, placeInPlan, type PlanDraft } from './planDraft';
import { type PlanFieldError, PlanFieldErrorContext, planFieldId } from './planFieldError';
import { PlanFodmapOutcomes } from './PlanFodmapOutcomes';
import { PlanPreviewDialog } from './PlanPreviewDialog';

const newDraft = (): PlanDraft => ({ title: '', startsOn: todayInRome(), notes: '', days: [emptyDay(1)] });
const draftOfPlan = (plan: Pick<MealPlanView, 'title' | 'startsOn' | 'notes' | 'days'>): PlanDraft => ({
  title: plan.title,
  startsOn: plan.startsOn,
  notes: plan.notes ?? '',
  days: structuredClone(plan.days),
});
const UNPUBLISH_FAILURE = 'Pubblicazione non annullata';
/** The body to send: notes left out when empty. */
const bodyOf = ({ notes, ...draft }: PlanDraft) => ({ ...draft, ...(notes.trim() && { notes }) });

function statusLabel(plan: MealPlanView) {
  if (plan.current) return <Chip size="small" color="success" label="In corso" />;
  return plan.status === 'draft' ? <Chip size="small" label="Bozza" /> : <Chip size="small" variant="outlined" label="Pubblicato" />;
}

function PlanEditor({
  uid,
  plans,
  editing,
  onDone,
  onUndoPublish,
}: {
  uid: string;
  plans: MealPlanView[];
  editing: MealPlanView | null;
  onDone: () => void;
  /** The publication's 'Annulla': the panel's, since the editor closes once it has published. */
  onUndoPublish: (planId: string) => void;
}) {
  const templates = useMealPlanTemplates();
  const [draft, setDraft] = useState<PlanDraft>(() => (editing ? draftOfPlan(editing) : newDraft()));
  const [error, setError] = useState<(PlanFieldError & { where: string }) | null>(null);
  const [preview, setPreview] = useState<MealPlanBody | null>(null);
  // The field that stops a save comes into view with the focus, with its message under it.
  useEffect(() => {
    const field = error && document.getElementById(error.fieldId);
    field?.scrollIntoView({ block: 'center' });
    field?.focus();
  }, [error]);
  const save = useSaveMealPlan(uid);
  const publish = usePublishMealPlan(uid);
  const saveTemplate = useSaveTemplate();
  const toast = useToast();
  const foods = useMemo(
    () => foodsOf([...plans.map((plan) => plan.days), ...(templates.data ?? []).map((template) => template.days), draft.days]),
    [plans, templates.data, draft.days],
  );
  const sources = [
    ...plans.map((plan) => ({ key: `piano-${plan.id}`, label: `Piano: ${plan.title}`, value: plan })),
    ...(templates.data ?? []).map((template) => ({ key: `modello-${template.id}`, label: `Modello: ${template.title}`, value: template })),
  ];
  const missing = [1, 2, 3, 4, 5, 6, 7].filter((weekday) => !draft.days.some((day) => day.weekday === weekday));

  /** The draft as a valid body, or null with the first problem shown at its field. */
  const checked = <T,>(
    result: { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
  ) => {
    if (result.success) {
      setError(null);
      return result.data;
    }
    const issue = result.error.issues[0];
    const path = issue?.path ?? [];
    setError({ fieldId: planFieldId(path), message: issue?.message ?? 'Dati non validi', where: placeInPlan(draft, path) });
    return null;
  };
  const onSave = (andPublish: boolean) => {
    const body = checked(mealPlanBody.safeParse(bodyOf(draft)));
    if (!body) return;
    save.mutate(
      { id: editing?.id, body },
      {
        onSuccess: ({ id }) => {
          if (!andPublish) {
            toast({ title: 'Bozza salvata' });
            return onDone();
          }
          publish.mutate(id, {
            onSuccess: () => {
              setPreview(null);
              toast({
                title: 'Piano pubblicato',
                description: 'Il paziente riceve una notifica.',
                action: { label: 'Annulla', onClick: () => onUndoPublish(id) },
              });
              onDone();
            },
            onError: (failure) => toast(failureToast(failure, 'Piano non pubblicato')),
          });
        },
        onError: (failure) => toast(failureToast(failure, 'Piano non salvato')),
      },
    );
  };

  return (
    <PlanFieldErrorContext.Provider value={error}>
      <Paper
        variant="outlined"
        component="form"
        aria-label="Piano alimentare"
        onSubmit={(event) => event.preventDefault()}
        sx={{ p: 2, display: 'grid', gap: 2 }}
      >
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <TextField
            id="plan-title"
            label="Titolo del piano"
            size="small"
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
          <TextField
            id="plan-starts"
            type="date"
            label="Inizio"
            size="small"
            value={draft.startsOn}
            onChange={(event) => setDraft({ ...draft, startsOn: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <PlanFodmapOutcomes uid={uid} />
        {sources.length > 0 && (
          <TextField
            select
            id="plan-source"
            label="Parti da un piano precedente o da un modello"
            size="small"
            value=""
            onChange={(event) => {
              const source = sources.find((item) => item.key === event.target.value);
              if (source) setDraft({ ...draft, days: structuredClone(source.value.days), notes: source.value.notes ?? draft.notes });
            }}
          >
            {sources.map((source) => (
              <MenuItem key={source.key} value={source.key}>
                {source.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        {draft.days.map((day, index) => (
          <DayEditor
            key={day.weekday}
            fieldId={planFieldId(['days', index])}
            day={day}
            foods={foods}
            onChange={(changed) => setDraft({ ...draft, days: draft.days.map((old) => (old.weekday === day.weekday ? changed : old)) })}
            onRemove={() => setDraft({ ...draft, days: draft.days.filter((old) => old.weekday !== day.weekday) })}
            onCopy={(to) => setDraft({ ...draft, days: copyDay(draft.days, day.weekday, to) })}
          />
        ))}
        {missing.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2">Aggiungi un giorno:</Typography>
            {missing.map((weekday) => (
              <Button
                key={weekday}
                size="small"
                variant="outlined"
                onClick={() => setDraft({ ...draft, days: [...draft.days, emptyDay(weekday)].sort((a, b) => a.weekday - b.weekday) })}
              >
                {WEEKDAY_LABELS[weekday - 1]}
              </Button>
            ))}
          </Box>
        )}
        <TextField
          id="plan-notes"
          label="Note per il paziente"
          size="small"
          multiline
          minRows={2}
          value={draft.notes}
          onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
        />
        {error && (
          <Typography role="alert" color="error">
            {error.where ? `${error.where}: ${error.message}` : error.message}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" disabled={save.isPending} onClick={() => onSave(false)}>
            Salva bozza
          </Button>
          <Button
            variant="contained"
            disabled={save.isPending || publish.isPending}
            onClick={() => {
              const body = checked(mealPlanBody.safeParse(bodyOf(draft)));
              if (body) setPreview(body);
            }}
          >
            Anteprima e pubblica
          </Button>
          <Button
            disabled={saveTemplate.isPending}
            onClick={() => {
              const template = checked(mealPlanTemplateBody.safeParse({ ...bodyOf(draft), title: draft.title || 'Modello senza titolo' }));
              if (!template) return;
              saveTemplate.mutate(template, {
                onSuccess: () => toast({ title: 'Modello salvato' }),
                onError: (failure) => toast(failureToast(failure, 'Modello non salvato')),
              });
            }}
          >
            Salva come modello
          </Button>
          <Button color="inherit" onClick={onDone}>
            Annulla
          </Button>
        </Box>
        {preview && (
          <PlanPreviewDialog
            plan={preview}
            pending={save.isPending || publish.isPending}
            onPublish={() => onSave(true)}
            onClose={() => setPreview(null)}
          />
        )}
      </Paper>
    </PlanFieldErrorContext.Provider>
  );
}

/** The patient's meal plans: the list (drafts, the current one, the history) and the editor. */
export function MealPlansPanel({ uid }: { uid: string }) {
  const plans = usePatientMealPlans(uid);
  const [editor, setEditor] = useState<{ plan: MealPlanView | null } | null>(null);
  const unpublish = useUnpublishMealPlan(uid);
  const toast = useToast();
  const unpublishPlan = (planId: string) =>
    unpublish.mutate(planId, {
      onSuccess: () =>
        toast({ title: 'Pubblicazione annullata', description: 'Il piano è di nuovo una bozza: il paziente non lo vede più.' }),
      onError: (failure) => toast(failureToast(failure, UNPUBLISH_FAILURE, UNPUBLISH_FAILURE)),
    });
  return (
    <Box component="section" aria-labelledby="plans-title" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id="plans-title" component="h2" variant="h6">
          Piani alimentari
        </Typography>
        {!editor && (
          <Button variant="contained" onClick={() => setEditor({ plan: null })}>
            Nuovo piano
          </Button>
        )}
      </Box>
      {plans.isLoading && <LoadingState />}
      {plans.isError && <LoadError title="Impossibile caricare i piani" />}
      {editor && plans.data && (
        <PlanEditor
          key={editor.plan?.id ?? 'nuovo'}
          uid={uid}
          plans={plans.data}
          editing={editor.plan}
          onDone={() => setEditor(null)}
          onUndoPublish={unpublishPlan}
        />
      )}
      {plans.data?.length === 0 && !editor && <Typography color="text.secondary">Nessun piano per questo paziente.</Typography>}
      {plans.data && plans.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {plans.data.map((plan) => (
            <Paper
              component="li"
              variant="outlined"
              key={plan.id}
              sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography sx={{ fontWeight: 600 }}>{plan.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  Dal {dayText(plan.startsOn)} · {plan.days.length} giorni
                </Typography>
              </Box>
              {statusLabel(plan)}
              {plan.status === 'draft' && (
                <Button size="small" onClick={() => setEditor({ plan })}>
                  Modifica
                </Button>
              )}
              {plan.status === 'published' && (
                <Button
                  size="small"
                  aria-label={`Annulla pubblicazione di ${plan.title}`}
                  disabled={unpublish.isPending}
                  onClick={() => unpublishPlan(plan.id)}
                >
                  Annulla pubblicazione
                </Button>
              )}
              <Button size="small" href={patientMealPlanPdfUrl(uid, plan.id)}>
                PDF
              </Button>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
