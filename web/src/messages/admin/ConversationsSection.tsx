import { displayName } from '@app/schemas/shared/people';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { conversationPath } from '../../shared/adminSections';
import { ItemCard } from '../../shared/components/ItemCard';
import { ListStates } from '../../shared/components/ListStates';
import { AdminSection } from '../../shared/components/SectionHeader';
import { formatRomeDateTime } from '../../shared/lib/format';
import { useConversations } from '../api/messages';

/** Messaggi: the doctor's inbox, one row per patient with messaging, unread first (docs/messages.md). */
export default function ConversationsSection() {
  const conversations = useConversations();
  const rows = conversations.data ?? [];
  return (
    <AdminSection label="Messaggi" title="Messaggi dei pazienti">
      <ListStates
        query={conversations}
        isEmpty={rows.length === 0}
        errorTitle="Impossibile caricare i messaggi"
        emptyTitle="Nessun paziente ha ancora i messaggi attivi"
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          {rows.map((row) => (
            <ItemCard key={row.uid} testId="conversation-row">
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Link
                  component={RouterLink}
                  to={conversationPath(row.uid)}
                  sx={{ fontWeight: row.unread > 0 ? 700 : 600, fontSize: '1.05rem' }}
                >
                  {displayName(row) || 'Paziente'}
                </Link>
                {row.unread > 0 && (
                  <Chip size="small" color="primary" label={row.unread === 1 ? '1 da leggere' : `${row.unread} da leggere`} />
                )}
                {!row.enabled && <Chip size="small" label="Messaggi chiusi" />}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {row.lastMessage
                  ? `${row.lastMessage.from === 'doctor' ? 'Tu: ' : ''}${row.lastMessage.text.slice(0, 140)} · ${formatRomeDateTime(row.lastMessage.createdAt)}`
                  : 'Nessun messaggio'}
              </Typography>
            </ItemCard>
          ))}
        </Box>
      </ListStates>
    </AdminSection>
  );
}
