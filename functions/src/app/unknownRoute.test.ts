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
});
