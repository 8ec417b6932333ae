import { displayName } from '@app/schemas/shared/people';
import Avatar from '@mui/material/Avatar';

interface Props {
  firstName: string;
  lastName?: string;
  profileImageUrl: string | null;
  size?: number;
}

/** The profile image, or the initial of the first name on a coloured disc. */
export function UserAvatar({ firstName, lastName = '', profileImageUrl, size = 36 }: Props) {
  const name = displayName({ firstName, lastName });
  return (
    <Avatar
      src={profileImageUrl ?? undefined}
      alt={profileImageUrl ? name : undefined}
      aria-hidden={profileImageUrl ? undefined : true}
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.45 }}
    >
      {firstName.trim().charAt(0).toUpperCase() || '?'}
    </Avatar>
  );
}
