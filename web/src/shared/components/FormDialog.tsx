import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEventHandler, type ReactNode, useId } from 'react';

import { DialogFormActions } from './DialogFormActions';

interface Props {
  title: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: FormEventHandler;
  onClose: () => void;
  children: ReactNode;
}

/** A create or edit dialog of the admin area: full screen on phones, titled for screen readers. */
export function FormDialog({ title, submitLabel, pending, onSubmit, onClose, children }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          {children}
        </DialogContent>
        <DialogFormActions pending={pending} submitLabel={submitLabel} pendingLabel="Salvataggio..." onCancel={onClose} />
      </Box>
    </Dialog>
  );
}
