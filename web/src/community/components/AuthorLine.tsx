import type { AuthorView } from '@app/schemas/community/posts';
import { displayName } from '@app/schemas/shared/people';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { UserAvatar } from '../../shared/components/UserAvatar';
import { formatPostDate } from './formatPostDate';

interface Props {
  author: AuthorView;
  createdAt: string;
  /** When the author edited it: 'modificato' follows the date. */
  editedAt?: string | null;
  size?: number;
}

/** Who wrote something and when. */
export function AuthorLine({ author, createdAt, editedAt, size = 40 }: Props) {
  const name = displayName(author);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <UserAvatar firstName={author.firstName} lastName={author.lastName} profileImageUrl={author.profileImageUrl} size={size} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <time dateTime={createdAt}>{formatPostDate(createdAt)}</time>
          {editedAt && (
            <span data-testid="edited">
              {' · '}
              <time dateTime={editedAt} title={`Modificato il ${formatPostDate(editedAt)}`}>
                modificato
              </time>
            </span>
          )}
        </Typography>
      </Box>
    </Box>
  );
}
