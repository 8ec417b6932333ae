/** Rome's wall time, shared with the web app (schemas/src/romeTime.ts). */
export * from '@app/schemas/romeTime';
