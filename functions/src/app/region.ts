/** Belgium: the closest region to Rome that serves every Firebase product used here. */
export const REGION = 'europe-west1';
