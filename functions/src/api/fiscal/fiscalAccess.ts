/**
 * Who may read and send the fiscal documents (the Sistema TS document carries health data): the
 * doctor. Every fiscal admin route takes its access from here.
 */
export const FISCAL_ACCESS = 'admin' as const;
