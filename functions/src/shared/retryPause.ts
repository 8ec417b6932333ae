/**
 * A short random pause before another try of a write that lost to a concurrent one (the next
 * invoice or credit-note number): it spreads the losers of a round apart.
 */
export const retryPause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 45));
