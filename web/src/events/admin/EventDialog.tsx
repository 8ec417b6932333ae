import { type AdminEventBody, adminEventBody, type AdminEventInput, type AdminEventView, EVENT_DEFAULTS } from '@app/schemas/events/events';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';
import { Controller, useForm } from 'react-hook-form';

import { FormDialog } from '../../shared/components/FormDialog';
import { FormSwitch } from '../../shared/components/FormSwitch';
import { FormTextField } from '../../shared/components/FormTextField';
import { ItalianPickers } from '../../shared/components/ItalianPickers';
import { useResultToasts } from '../../shared/components/useResultToasts';
import { useCreateEvent, useUpdateEvent } from '../api/events';

const DATE_FORMAT = 'YYYY-MM-DD';
const TIME_FORMAT = 'HH:mm';

const defaults = (): AdminEventInput => ({
  title: '',
  description: '',
  startDate: dayjs().add(7, 'day').format(DATE_FORMAT),
  startTime: '18:00',
  duration: EVENT_DEFAULTS.duration,
  maxParticipants: EVENT_DEFAULTS.maxParticipants,
  isPublic: EVENT_DEFAULTS.isPublic,
});

const valuesOf = (event: AdminEventView): AdminEventInput => ({
  title: event.title,
  description: event.description,
  startDate: event.startDate,
  startTime: event.startTime,
  duration: event.duration ?? EVENT_DEFAULTS.duration,
  maxParticipants: event.maxParticipants ?? EVENT_DEFAULTS.maxParticipants,
  isPublic: event.isPublic,
});

/**
 * 'Nuovo Evento' (docs/product.md, Validation): date and time as read on a clock in Rome. Given an
 * event, the same dialog filled in edits it ('Modifica Evento').
 */
export default function EventDialog({ event, onClose }: { event?: AdminEventView; onClose: () => void }) {
  const form = useForm<AdminEventInput, unknown, AdminEventBody>({
    resolver: zodResolver(adminEventBody),
    defaultValues: event ? valuesOf(event) : defaults(),
  });
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const resultToasts = useResultToasts();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    event
      ? updateEvent.mutate(
          { id: event.id, body },
          resultToasts('Evento aggiornato con successo!', "Impossibile aggiornare l'evento.", onClose),
        )
      : createEvent.mutate(body, resultToasts('Evento creato con successo!', "Impossibile creare l'evento.", onClose)),
  );
  return (
    <FormDialog
      title={event ? 'Modifica Evento' : 'Nuovo Evento'}
      submitLabel={event ? 'Salva Modifiche' : 'Crea Evento'}
      pending={createEvent.isPending || updateEvent.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField form={form} name="title" idPrefix="evento" label="Titolo" required />
      <FormTextField form={form} name="description" idPrefix="evento" label="Descrizione" required multiline minRows={3} />
      <ItalianPickers>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Controller
            control={form.control}
            name="startDate"
            render={({ field }) => (
              <DatePicker
                label="Data"
                value={field.value ? dayjs(field.value) : null}
                onChange={(value) => field.onChange(value?.isValid() ? value.format(DATE_FORMAT) : '')}
                slotProps={{
                  textField: {
                    id: 'evento-startDate',
                    required: true,
                    error: Boolean(errors.startDate),
                    helperText: errors.startDate?.message,
                  },
                }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="startTime"
            render={({ field }) => (
              <TimePicker
                label="Ora"
                ampm={false}
                value={field.value ? dayjs(`2000-01-01T${field.value}`) : null}
                onChange={(value) => field.onChange(value?.isValid() ? value.format(TIME_FORMAT) : '')}
                slotProps={{
                  textField: {
                    id: 'evento-startTime',
                    required: true,
                    error: Boolean(errors.startTime),
                    helperText: errors.startTime?.message,
                  },
                }}
              />
            )}
          />
        </Box>
      </ItalianPickers>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          form={form}
          name="duration"
          idPrefix="evento"
          label="Durata (minuti)"
          type="number"
          slotProps={{ htmlInput: { min: 30, step: 15 } }}
        />
        <FormTextField
          form={form}
          name="maxParticipants"
          idPrefix="evento"
          label="Partecipanti massimi"
          type="number"
          slotProps={{ htmlInput: { min: 1 } }}
        />
      </Box>
      <FormSwitch form={form} name="isPublic" label="Pubblico (visibile nel calendario pubblico)" />
    </FormDialog>
  );
}
