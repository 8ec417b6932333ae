/** Throws `Error("{status}: {body or statusText}")` for any non-OK response (SPEC §8). */
export async function throwIfResNotOk(response: Response) {
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new Error(`${response.status}: ${text}`);
  }
}

/** Calls the API with the session cookie; a body is sent as JSON. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfResNotOk(response);
  return response;
}

/**
 * The Italian message inside an error thrown by apiRequest ("400: {"message":"…"}"), or the
 * fallback when the body has none.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const text = error instanceof Error ? error.message : '';
  const body = text.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    /* not JSON */
  }
  return fallback;
}
