import type { AuthorView } from '@app/schemas/posts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { UserAvatar } from '../../../components/UserAvatar';
import { formatPostDate } from './formatPostDate';

/** Who wrote something and when. */
export function AuthorLine({ author, createdAt, size = 40 }: { author: AuthorView; createdAt: string; size?: number }) {
  const name = `${author.firstName} ${author.lastName}`.trim() || 'Utente';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <UserAvatar firstName={author.firstName} lastName={author.lastName} profileImageUrl={author.profileImageUrl} size={size} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <time dateTime={createdAt}>{formatPostDate(createdAt)}</time>
        </Typography>
      </Box>
    </Box>
  );
}
