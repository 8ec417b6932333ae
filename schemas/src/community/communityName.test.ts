import { describe, expect, it } from 'vitest';

import { communityFace, communityNameBody, nicknameKey } from './communityName';

const giulia = { firstName: 'Giulia', lastName: 'bianchi', profileImageUrl: 'https://example.com/g.jpg' };

describe('communityFace', () => {
  it('shows first name and initial with the photo by default, and never more than that to a masked reader', () => {
    expect(communityFace(giulia, { masked: false })).toEqual({
      firstName: 'Giulia',
      lastName: 'B.',
      profileImageUrl: giulia.profileImageUrl,
    });
    const full = { ...giulia, communityName: { style: 'full' as const, nickname: null } };
    expect(communityFace(full, { masked: false })).toEqual({
      firstName: 'Giulia',
      lastName: 'bianchi',
      profileImageUrl: giulia.profileImageUrl,
    });
    expect(communityFace(full, { masked: true })).toEqual({ firstName: 'Giulia', lastName: 'B.', profileImageUrl: null });
  });

  it('shows a nickname alone, without the photo, to every reader', () => {
    const nicknamed = { ...giulia, communityName: { style: 'nickname' as const, nickname: 'Girasole' } };
    for (const masked of [false, true]) {
      expect(communityFace(nicknamed, { masked })).toEqual({ firstName: 'Girasole', lastName: '', profileImageUrl: null });
    }
  });
});

describe('communityNameBody', () => {
  it('trims and collapses the nickname, and drops it for the other styles', () => {
    expect(communityNameBody.parse({ style: 'nickname', nickname: '  Mare   blu ' })).toEqual({ style: 'nickname', nickname: 'Mare blu' });
    expect(communityNameBody.parse({ style: 'full', nickname: 'ignorato' })).toEqual({ style: 'full', nickname: null });
  });

  it.each([
    ['mario.rossi@gmail.com', 'Il soprannome non può contenere un indirizzo email'],
    ['chiamami 333-123-4567', 'Il soprannome non può contenere un numero di telefono'],
    ['+39 06 1234 5678', 'Il soprannome non può contenere un numero di telefono'],
    ['no', 'Il soprannome deve avere almeno 3 caratteri'],
  ])('refuses %j', (nickname, message) => {
    const result = communityNameBody.safeParse({ style: 'nickname', nickname });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('keeps short numbers, as in "Luca 1985"', () => {
    expect(communityNameBody.safeParse({ style: 'nickname', nickname: 'Luca 1985' }).success).toBe(true);
  });
});

describe('nicknameKey', () => {
  it('makes case and spacing irrelevant', () => {
    expect(nicknameKey(' Mare  BLU')).toBe(nicknameKey('mare blu'));
  });
});
