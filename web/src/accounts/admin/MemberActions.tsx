import type { AdminUserView } from '@app/schemas/accounts/members';
import { displayName } from '@app/schemas/shared/people';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';

import { useCurrentUser } from '../../shared/api/session';
import { useResultToasts } from '../../shared/components/useResultToasts';
import { type MemberChange, useChangeMember } from '../api/members';

/** A change without the acting user's password: the dialog adds it for role changes. */
type ProposedChange = { uid: string } & ({ isAdmin: boolean } | { isDoctor: boolean } | { disabled: boolean });

interface Proposal {
  change: ProposedChange;
  title: string;
  message: string;
  success: string;
  failure: string;
}

const ROLE_RESULT = { success: 'Ruolo aggiornato!', failure: 'Impossibile aggiornare il ruolo.' };

/** What each change asks and says (docs/product.md, Members): all end the member's sessions. */
function proposalsFor(member: AdminUserView, name: string): { role: Proposal; doctor: Proposal; status: Proposal } {
  return {
    role: member.isAdmin
      ? {
          change: { uid: member.id, isAdmin: false },
          title: 'Togliere il ruolo di amministratore?',
          message: `${name} non gestirà più contenuti, ordini e membri e dovrà accedere di nuovo.`,
          ...ROLE_RESULT,
        }
      : {
          change: { uid: member.id, isAdmin: true },
          title: 'Rendere amministratore?',
          message: `${name} potrà gestire contenuti, ordini e membri (non i dati sanitari dei pazienti). Dovrà accedere di nuovo.`,
          ...ROLE_RESULT,
        },
    doctor: member.isDoctor
      ? {
          change: { uid: member.id, isDoctor: false },
          title: 'Togliere il ruolo di medico?',
          message: `${name} non potrà più leggere i diari e i dati sanitari dei pazienti e dovrà accedere di nuovo.`,
          ...ROLE_RESULT,
        }
      : {
          change: { uid: member.id, isDoctor: true },
          title: 'Dare il ruolo di medico?',
          message: `${name} potrà leggere i diari, i questionari e i dati sanitari dei pazienti che hanno dato il consenso. Dovrà accedere di nuovo.`,
          ...ROLE_RESULT,
        },
    status: member.disabled
      ? {
          change: { uid: member.id, disabled: false },
          title: "Riattivare l'account?",
          message: `${name} potrà accedere di nuovo.`,
          success: 'Account riattivato!',
          failure: "Impossibile riattivare l'account.",
        }
      : {
          change: { uid: member.id, disabled: true },
          title: "Disattivare l'account?",
          message: `${name} sarà disconnesso subito e non potrà più accedere finché l'account non sarà riattivato.`,
          success: 'Account disattivato!',
          failure: "Impossibile disattivare l'account.",
        },
  };
}

/** The change as the API takes it: a role change with the password typed in the dialog. */
const withPassword = (change: ProposedChange, password: string): MemberChange => ('disabled' in change ? change : { ...change, password });

/** A member's role and status buttons, each confirmed in a dialog; none on the admin's own row. */
export function MemberActions({ member, isSelf }: { member: AdminUserView; isSelf: boolean }) {
  const changeMember = useChangeMember();
  const resultToasts = useResultToasts();
  const { isDoctor: viewerIsDoctor } = useCurrentUser();
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [password, setPassword] = useState('');
  const titleId = useId();
  const name = displayName(member);
  if (isSelf) return null;
  const { role, doctor, status } = proposalsFor(member, name);
  const roleLabel = member.isAdmin ? `Togli il ruolo di amministratore a ${name}` : `Rendi amministratore ${name}`;
  const doctorLabel = member.isDoctor ? `Togli il ruolo di medico a ${name}` : `Dai il ruolo di medico a ${name}`;
  const needsPassword = proposal !== null && !('disabled' in proposal.change);
  const propose = (next: Proposal) => {
    setPassword('');
    setProposal(next);
  };
  const statusLabel = member.disabled ? `Riattiva l'account di ${name}` : `Disattiva l'account di ${name}`;

  const confirm = () =>
    proposal &&
    changeMember.mutate(
      withPassword(proposal.change, password),
      resultToasts(proposal.success, proposal.failure, () => setProposal(null)),
    );

  return (
    <>
      <Tooltip title={roleLabel}>
        <IconButton size="small" aria-label={roleLabel} color={member.isAdmin ? 'primary' : 'default'} onClick={() => propose(role)}>
          <AdminPanelSettingsOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {/* Only a doctor gives or takes the doctor's role. */}
      {viewerIsDoctor && (
        <Tooltip title={doctorLabel}>
          <IconButton size="small" aria-label={doctorLabel} color={member.isDoctor ? 'primary' : 'default'} onClick={() => propose(doctor)}>
            <MedicalServicesOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={statusLabel}>
        <IconButton size="small" aria-label={statusLabel} color={member.disabled ? 'error' : 'default'} onClick={() => propose(status)}>
          <BlockOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {proposal && (
        <Dialog open onClose={() => setProposal(null)} aria-labelledby={titleId}>
          <DialogTitle id={titleId}>{proposal.title}</DialogTitle>
          <DialogContent>
            <DialogContentText>{proposal.message}</DialogContentText>
            {needsPassword && (
              <TextField
                label="La tua password"
                type="password"
                autoComplete="current-password"
                helperText="Per cambiare un ruolo serve di nuovo la tua password."
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                fullWidth
                sx={{ mt: 2 }}
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setProposal(null)} disabled={changeMember.isPending}>
              Annulla
            </Button>
            <Button variant="contained" onClick={confirm} disabled={changeMember.isPending || (needsPassword && !password)}>
              {changeMember.isPending ? 'Salvataggio...' : 'Conferma'}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
