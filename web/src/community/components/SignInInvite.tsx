import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** What visitors see above the posts: they read, and signing in lets them take part. */
export function SignInInvite() {
  return (
    <Alert
      severity="info"
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <Button component={RouterLink} to="/login?redirect=%2Fcommunity" variant="contained" size="small">
          Accedi
        </Button>
      }
    >
      Accedi per pubblicare post, commentare e mettere mi piace.
    </Alert>
  );
}
