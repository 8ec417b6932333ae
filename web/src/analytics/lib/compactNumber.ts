const oneDecimal = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });
const roundToTenth = (value: number) => Math.round(value * 10) / 10;

/** docs/product.md (Screens): 1.234 -> '1,2K' from a thousand, 2.500.000 -> '2,5M' from a million. */
export function compactNumber(value: number): string {
  // 999.999 would round to '1000K': it reads as '1M'.
  if (Math.abs(roundToTenth(value / 1000)) >= 1000) return `${oneDecimal.format(value / 1_000_000)}M`;
  if (Math.abs(value) >= 1_000) return `${oneDecimal.format(value / 1_000)}K`;
  return oneDecimal.format(value);
}

/** '+12,5%' / '−3%' / null when there is nothing to compare with. */
export function trendLabel(trend: number | null): string | null {
  if (trend === null) return null;
  const sign = trend > 0 ? '+' : trend < 0 ? '−' : '';
  return `${sign}${oneDecimal.format(Math.abs(trend))}%`;
}
