import type { AdminUserView } from '@app/schemas/members';
import { displayName } from '@app/schemas/people';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';

import { type MemberChange, useChangeMember } from '#api/members';

import { useResultToasts } from '../../../components/admin/useResultToasts';

interface Proposal {
  change: MemberChange;
  title: string;
  message: string;
  success: string;
  failure: string;
}

/** What each change asks and says (docs/product.md, Members): both end the member's sessions. */
function proposalsFor(member: AdminUserView, name: string): { role: Proposal; status: Proposal } {
  return {
    role: member.isAdmin
      ? {
          change: { uid: member.id, isAdmin: false },
          title: 'Togliere il ruolo di amministratore?',
          message: `${name} tornerà a essere un membro e dovrà accedere di nuovo.`,
          success: 'Ruolo aggiornato!',
          failure: 'Impossibile aggiornare il ruolo.',
        }
      : {
          change: { uid: member.id, isAdmin: true },
          title: 'Rendere amministratore?',
          message: `${name} potrà gestire contenuti, ordini e membri. Dovrà accedere di nuovo.`,
          success: 'Ruolo aggiornato!',
          failure: 'Impossibile aggiornare il ruolo.',
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

/** A member's role and status buttons, each confirmed in a dialog; none on the admin's own row. */
export function MemberActions({ member, isSelf }: { member: AdminUserView; isSelf: boolean }) {
  const changeMember = useChangeMember();
  const resultToasts = useResultToasts();
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const titleId = useId();
  const name = displayName(member);
  if (isSelf) return null;
  const { role, status } = proposalsFor(member, name);
  const roleLabel = member.isAdmin ? `Togli il ruolo di amministratore a ${name}` : `Rendi amministratore ${name}`;
  const statusLabel = member.disabled ? `Riattiva l'account di ${name}` : `Disattiva l'account di ${name}`;

  const confirm = () =>
    proposal &&
    changeMember.mutate(
      proposal.change,
      resultToasts(proposal.success, proposal.failure, () => setProposal(null)),
    );

  return (
    <>
      <Tooltip title={roleLabel}>
        <IconButton size="small" aria-label={roleLabel} color={member.isAdmin ? 'primary' : 'default'} onClick={() => setProposal(role)}>
          <AdminPanelSettingsOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={statusLabel}>
        <IconButton size="small" aria-label={statusLabel} color={member.disabled ? 'error' : 'default'} onClick={() => setProposal(status)}>
          <BlockOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {proposal && (
        <Dialog open onClose={() => setProposal(null)} aria-labelledby={titleId}>
          <DialogTitle id={titleId}>{proposal.title}</DialogTitle>
          <DialogContent>
            <DialogContentText>{proposal.message}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setProposal(null)} disabled={changeMember.isPending}>
              Annulla
            </Button>
            <Button variant="contained" onClick={confirm} disabled={changeMember.isPending}>
              {changeMember.isPending ? 'Salvataggio...' : 'Conferma'}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
