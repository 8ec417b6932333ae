/** gRPC status codes Firestore reports for failed write preconditions. */
export const FIRESTORE_CODES = { notFound: 5, alreadyExists: 6 } as const;

/** True when a Firestore call failed with the given gRPC status code. */
export function isFirestoreError(error: unknown, code: number): boolean {
  return (error as { code?: unknown } | null)?.code === code;
}
