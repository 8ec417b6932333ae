import 'dayjs/locale/it';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { itIT } from '@mui/x-date-pickers/locales';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { ReactNode } from 'react';

const localeText = itIT.components.MuiLocalizationProvider.defaultProps.localeText;

/** The date and time pickers in Italian: labels, day and month names, 24-hour clock. */
export function ItalianPickers({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="it" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
