/**
 * Shares a text with the phone's share sheet (`navigator.share`) when the browser has one, else
 * copies it to the clipboard. 'cancelled' when she closed the share sheet: nothing to say then.
 */
export async function shareText(title: string, text: string): Promise<'shared' | 'copied' | 'cancelled'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  await navigator.clipboard.writeText(text);
  return 'copied';
}
