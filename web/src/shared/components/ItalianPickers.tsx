import 'dayjs/locale/it';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { itIT } from '@mui/x-date-pickers/locales';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { ReactNode } from 'react';

/**
 * MUI's Italian texts, with the view switch's name mended: the locale says "la vista dell'calendario"
 * and "passare" where a button's name wants "passa".
 */
const localeText = {
  ...itIT.components.MuiLocalizationProvider.defaultProps.localeText,
  calendarViewSwitchingButtonAriaLabel: (view: string) =>
    view === 'year'
      ? "la vista dell'anno è aperta, passa alla vista del calendario"
      : "la vista del calendario è aperta, passa alla vista dell'anno",
};

/** The date and time pickers in Italian: labels, day and month names, 24-hour clock. */
export function ItalianPickers({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="it" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
