import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from './apiRequest';

describe('apiErrorMessage', () => {
  it('reads the Italian message out of "status: body"', () => {
    expect(apiErrorMessage(new Error('400: {"message":"Il titolo deve avere almeno 5 caratteri"}'), 'fallback')).toBe(
      'Il titolo deve avere almeno 5 caratteri',
    );
  });

  it('falls back when the body is not JSON or has no message', () => {
    expect(apiErrorMessage(new Error('500: Internal Server Error'), 'Riprova')).toBe('Riprova');
    expect(apiErrorMessage(new Error('400: {}'), 'Riprova')).toBe('Riprova');
    expect(apiErrorMessage('boom', 'Riprova')).toBe('Riprova');
  });
});
