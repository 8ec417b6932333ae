import Chip from '@mui/material/Chip';

import { levelBadgeColor } from './levelBadgeColor';

/** The member's level in the header, styled as docs/product.md (Constants) says. */
export function LevelBadge({ level }: { level: number }) {
  return <Chip size="small" label={`Livello ${level}`} color={levelBadgeColor(level)} data-testid="level-badge" />;
}
