/**
 * A password change ends every other session and gives this one a new cookie. A request the page
 * sent with the old cookie meanwhile (a list's refresh, the unread count) is answered 401 'session
 * ended': it is sent again, with the new cookie, instead of ending the session that was just renewed.
 */
let renewals = 0;
let pending: Promise<void> | undefined;

/** Marks `call` as one that renews this session; answers it unchanged. */
export function renewingSession<T>(call: Promise<T>): Promise<T> {
  const done = call.then(
    () => void (renewals += 1),
    () => undefined,
  );
  pending = done;
  void done.then(() => {
    if (pending === done) pending = undefined;
  });
  return call;
}

/** Sends a request; a 401 is sent once more when the session was renewed since it left (waiting for a renewal on its way). */
export async function fetchAcrossRenewal(send: () => Promise<Response>): Promise<Response> {
  const before = renewals;
  const response = await send();
  if (response.status !== 401) return response;
  await pending;
  if (renewals === before) return response;
  await response.body?.cancel();
  return send();
}
