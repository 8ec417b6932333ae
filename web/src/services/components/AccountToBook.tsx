import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { withReturnPath } from '../../shared/lib/returnPath';

const TITLE_ID = 'account-per-prenotare';

/**
 * A visitor pressed 'Prenota Ora': booking needs an account. Both ways carry her back to this
 * service's booking (`returnPath`), through the sign-up's confirmation link too.
 */
export function AccountToBook({ serviceName, returnPath, onClose }: { serviceName: string; returnPath: string; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="xs">
      <DialogTitle id={TITLE_ID}>Per prenotare serve un account</DialogTitle>
      <DialogContent>
        <Typography>
          Crea il tuo account gratuito o accedi: dopo torni qui e la prenotazione di <strong>{serviceName}</strong> si apre da sola.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Annulla</Button>
        <Button component={RouterLink} to={withReturnPath('/login', returnPath)} variant="outlined">
          Accedi
        </Button>
        <Button component={RouterLink} to={withReturnPath('/registrati', returnPath)} variant="contained">
          Crea un account
        </Button>
      </DialogActions>
    </Dialog>
  );
}
