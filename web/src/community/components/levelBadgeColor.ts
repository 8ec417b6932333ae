/** docs/product.md (Constants): the default style up to level 1, secondary for 2 and 3, destructive above 3. */
export function levelBadgeColor(level: number): 'default' | 'secondary' | 'error' {
  if (level <= 1) return 'default';
  return level <= 3 ? 'secondary' : 'error';
}
