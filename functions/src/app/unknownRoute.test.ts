import { describe, expect, it } from 'vitest';

import { api } from '../../../tools/testing/api';

describe('the api function', () => {
  it('answers an unknown /api path with 404 and an Italian message', async () => {
    const response = await api('/api/non-esiste');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Risorsa non trovata' });
  });

  it('rejects a body over the size limit', async () => {
    const response = await api('/api/simple-login', { method: 'POST', body: { username: 'x'.repeat(200_000), password: 'x' } });
    expect(response.status).toBe(413);
  });

  // In production the functions runtime parses JSON before the app (the smoke lane checks its
  // answers); the app's own parser answers the same refusals in Italian, as the fuzzer expects.
  it('refuses a body that claims JSON and does not parse with its own Italian 400', async () => {
    const response = await api('/api/simple-login', { method: 'POST', rawBody: '{"a":' });
    expect(response.status).toBe(400);
    expect(response.headers.has('server-timing')).toBe(true);
    expect(response.body).toEqual({ message: 'Il corpo della richiesta non è un JSON valido' });
  });

  it('refuses JSON in a charset or an encoding the parser does not read with 415 in Italian, not 500', async () => {
    const body = JSON.stringify({ username: 'nessuno@prova.test', password: 'x' });
    const charset = await api('/api/simple-login', {
      method: 'POST',
      rawBody: body,
      headers: { 'Content-Type': 'application/json; charset=latin1' },
    });
    expect(charset.status).toBe(415);
    expect(charset.body).toEqual({ message: 'Il corpo della richiesta deve essere un JSON in UTF-8' });
    const encoding = await api('/api/simple-login', { method: 'POST', rawBody: body, headers: { 'Content-Encoding': 'compress' } });
    expect(encoding.status).toBe(415);
    expect(encoding.body).toEqual({ message: 'Codifica del corpo della richiesta non supportata' });
  });
});
