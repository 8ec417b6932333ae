import { type FormEvent, useState } from 'react';
import type { z } from 'zod';

/**
 * The submit of a form the browser checks with the call's own zod schema before sending it: the
 * page does not reload, a refused draft shows the schema's first Italian message (`error`), a
 * valid one clears it and goes to `send` parsed.
 */
export function useCheckedSubmit<Schema extends z.ZodType>(schema: Schema, draft: () => unknown, send: (body: z.output<Schema>) => void) {
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(draft());
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Dati non validi');
    setError(null);
    send(parsed.data);
  };
  return { error, onSubmit };
}
