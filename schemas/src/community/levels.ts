/**
 * Levels as in Skool: level n starts at LEVEL_THRESHOLDS[n - 1] points.
 * Shared so the server (points trigger) and the browser (level badge) agree.
 */
export const LEVEL_THRESHOLDS = [0, 5, 20, 65, 155, 515, 2015, 8015, 33015] as const;

export function levelForPoints(points: number): number {
  let level = 1;
  LEVEL_THRESHOLDS.forEach((threshold, index) => {
    if (points >= threshold) level = index + 1;
  });
  return level;
}
