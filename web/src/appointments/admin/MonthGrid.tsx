import type { AdminAppointmentView } from '@app/schemas/appointments/appointments';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';

import { firstOfMonth, lastOfMonth, mondayOf, plusDays, romeDay, titleOfDay } from './agendaDays';

const WEEKDAYS = ['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom'];

/** What a day of the month holds: the visits that take place and the requests awaiting an answer. */
function countsOf(rows: readonly AdminAppointmentView[], day: string) {
  const ofDay = rows.filter((row) => romeDay(row.start) === day);
  return {
    visits: ofDay.filter((row) => row.status === 'confirmed' || row.status === 'done' || row.status === 'missed').length,
    requests: ofDay.filter((row) => row.status === 'pending').length,
  };
}

/**
 * The agenda's month: one cell per day, Monday first, with how many visits and requests it holds,
 * so the busy days show at a glance on a phone; a tap opens the day.
 */
export function MonthGrid({
  month,
  rows,
  today,
  onOpenDay,
}: {
  month: string;
  rows: readonly AdminAppointmentView[];
  today: string;
  onOpenDay: (day: string) => void;
}) {
  const first = firstOfMonth(month);
  const last = lastOfMonth(month);
  const days: string[] = [];
  for (let day = mondayOf(first); day <= last || days.length % 7 !== 0; day = plusDays(day, 1)) days.push(day);
  return (
    <Box role="grid" aria-label="Mese" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
      <Box role="row" sx={{ display: 'contents' }}>
        {WEEKDAYS.map((name) => (
          <Typography key={name} role="columnheader" variant="caption" sx={{ textAlign: 'center', color: 'text.secondary' }}>
            {name}
          </Typography>
        ))}
      </Box>
      {Array.from({ length: days.length / 7 }, (_, week) => (
        <Box key={week} role="row" sx={{ display: 'contents' }}>
          {days.slice(week * 7, week * 7 + 7).map((day) => {
            const inMonth = day >= first && day <= last;
            const { visits, requests } = countsOf(rows, day);
            const busy = visits + requests > 0;
            const summary = [visits > 0 && `${visits} ${visits === 1 ? 'visita' : 'visite'}`, requests > 0 && `${requests} da confermare`]
              .filter(Boolean)
              .join(', ');
            return (
              <Box key={day} role="gridcell" sx={{ minWidth: 0 }}>
                {inMonth && (
                  <ButtonBase
                    onClick={() => onOpenDay(day)}
                    aria-label={`${titleOfDay(day)}${summary ? `: ${summary}` : ': libero'}`}
                    aria-current={day === today ? 'date' : undefined}
                    sx={{
                      width: '100%',
                      minHeight: 48,
                      borderRadius: 1,
                      display: 'grid',
                      placeItems: 'center',
                      border: 1,
                      borderColor: day === today ? 'primary.main' : 'divider',
                      bgcolor: busy ? 'action.selected' : 'transparent',
                      fontWeight: busy ? 700 : 400,
                    }}
                  >
                    <span>{Number(day.slice(8))}</span>
                    {busy && (
                      <Typography component="span" variant="caption" aria-hidden sx={{ lineHeight: 1 }}>
                        {visits}
                        {requests > 0 && `+${requests}`}
                      </Typography>
                    )}
                  </ButtonBase>
                )}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
