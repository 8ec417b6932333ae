import type { AdminUserView } from '@app/schemas/accounts/members';
import { displayName } from '@app/schemas/shared/people';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useState } from 'react';

import { useCurrentUser } from '../../shared/api/session';
import { type Column, DataTable } from '../../shared/components/DataTable';
import { ListStates } from '../../shared/components/ListStates';
import { LoadMoreButton } from '../../shared/components/LoadMoreButton';
import { SearchField } from '../../shared/components/SearchField';
import { AdminSection } from '../../shared/components/SectionHeader';
import { formatDate, formatDateTime } from '../../shared/lib/format';
import { useSearchTerm } from '../../shared/lib/useSearchTerm';
import { useMembers } from '../api/members';
import { InvitePatientButton } from './InvitePatientButton';
import { MemberActions } from './MemberActions';

/**
 * Membri (docs/product.md, Members): everyone with an account, the newest first, searchable by
 * name or e-mail; the admin gives or takes the admin role and disables or enables accounts, and
 * invites a patient ('Invita paziente').
 */
export default function MembersSection() {
  const { user } = useCurrentUser();
  const [text, setText] = useState('');
  const term = useSearchTerm(text);
  const members = useMembers(term);
  const rows = members.data?.pages.flatMap((page) => page.items) ?? [];

  const columns: Column<AdminUserView>[] = [
    { header: 'Nome', cell: (member) => displayName(member) },
    { header: 'E-mail', cell: (member) => member.email },
    { header: 'Livello', cell: (member) => member.level, align: 'right' },
    { header: 'Punti', cell: (member) => member.points, align: 'right' },
    { header: 'Iscritto il', cell: (member) => formatDate(member.createdAt) },
    { header: 'Ultimo accesso', cell: (member) => (member.lastSeenAt ? formatDateTime(member.lastSeenAt) : 'Mai') },
    {
      header: 'Ruolo',
      cell: (member) => (
        <>
          <Chip size="small" label={member.isAdmin ? 'Amministratore' : 'Membro'} color={member.isAdmin ? 'primary' : 'default'} />
          {member.isDoctor && <Chip size="small" label="Medico" color="secondary" sx={{ ml: 0.5 }} />}
        </>
      ),
    },
    {
      header: 'Stato',
      cell: (member) => (
        <Chip
          size="small"
          variant="outlined"
          label={member.disabled ? 'Disattivato' : 'Attivo'}
          color={member.disabled ? 'error' : 'success'}
        />
      ),
    },
    { header: 'Azioni', cell: (member) => <MemberActions member={member} isSelf={member.id === user?.id} /> },
  ];

  return (
    <AdminSection label="Membri" title="Membri" action={<InvitePatientButton />}>
      <Box sx={{ mb: 2 }}>
        <SearchField label="Cerca per nome o e-mail" value={text} onChange={setText} />
      </Box>
      <ListStates
        query={members}
        isEmpty={rows.length === 0}
        errorTitle="Impossibile caricare i membri"
        emptyTitle={term ? 'Nessun membro trovato' : 'Nessun membro registrato'}
      >
        <DataTable label="Membri" columns={columns} rows={rows} />
        <LoadMoreButton
          hasMore={Boolean(members.hasNextPage)}
          loading={members.isFetchingNextPage}
          onClick={() => void members.fetchNextPage()}
        />
      </ListStates>
    </AdminSection>
  );
}
