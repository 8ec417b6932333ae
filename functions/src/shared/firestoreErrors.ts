/** gRPC status codes Firestore reports for failed write preconditions. */
export const FIRESTORE_CODES = { notFound: 5, alreadyExists: 6, failedPrecondition: 9, aborted: 10 } as const;

/** True when a Firestore call failed with the given gRPC status code. */
export function isFirestoreError(error: unknown, code: number): boolean {
  return (error as { code?: unknown } | null)?.code === code;
}

/** Runs a write whose precondition is a create: true when it applied, false when the document existed. */
export async function createdUnlessExists(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isFirestoreError(error, FIRESTORE_CODES.alreadyExists)) return false;
    throw error;
  }
}
