/** Minutes as docs/product.md (Constants) shows them: 'Xh Ym', or 'Ym' under an hour (75 -> '1h 15m', 40 -> '40m'). */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours}h ${rest}m` : `${rest}m`;
}

/** A course's total duration: the sum of its lessons. */
export const totalMinutes = (lessons: { duration: number }[]) => lessons.reduce((sum, lesson) => sum + lesson.duration, 0);
