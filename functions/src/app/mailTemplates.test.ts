import { createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { renderLayout } from '../notifications/mail/layout';
import { readUnsubscribeToken, UNSUBSCRIBE_TOKEN_DAYS, unsubscribeToken } from '../notifications/mail/unsubscribeToken';
import { formatEuroCents, formatRomeDateTime } from '../shared/format';
import { MAIL_TEMPLATES } from './mailTemplates';

const SECRET = 'segreto-di-prova';
const NOW = Date.parse('2026-11-23T12:00:00Z');

describe('the Italian formats', () => {
  it('writes amounts and Rome times as an Italian reader expects, across the change of time', () => {
    expect(formatEuroCents(1234567)).toBe('12.345,67\u00a0€');
    // 23:30 UTC in winter is 00:30 of the next day in Rome; 10:05 UTC in summer is 12:05.
    expect(formatRomeDateTime(new Date('2026-12-31T23:30:00Z'))).toBe('venerdì 1 gennaio 2027 alle 00:30');
    expect(formatRomeDateTime(new Date('2026-07-14T10:05:00Z'))).toBe('martedì 14 luglio 2026 alle 12:05');
  });
});

describe('the layout', () => {
  it('escapes what it is given and repeats the words in the plain-text part', () => {
    const { html, text } = renderLayout(
      { heading: 'Ciao <b>Anna</b>', paragraphs: ['Uno & due'], action: { label: 'Apri', url: 'https://example.it/a?x=1&y=2' } },
      'https://example.it/api/mail/unsubscribe?token=t',
    );
    expect(html).toContain('Ciao &lt;b&gt;Anna&lt;/b&gt;');
    expect(html).toContain('Uno &amp; due');
    expect(html).toContain('href="https://example.it/a?x=1&amp;y=2"');
    expect(html).toContain('Non voglio più ricevere questo tipo di email');
    expect(text).toContain('Ciao <b>Anna</b>');
    expect(text).toContain('Apri: https://example.it/a?x=1&y=2');
    expect(text).toContain('https://example.it/api/mail/unsubscribe?token=t');
  });

  it.each(MAIL_TEMPLATES.map((template) => [template.name, template] as const))(
    '%s has an Italian subject and complete parts',
    (_, template) => {
      const { html, text } = renderLayout(template.content(template.sample as never));
      const subject = template.subject(template.sample as never);
      expect(subject.length).toBeGreaterThan(5);
      for (const part of [subject, html, text]) {
        expect(part).not.toMatch(/undefined|NaN|\[object/);
      }
      expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="it">/);
    },
  );
});

describe('the unsubscribe token', () => {
  const token = unsubscribeToken('uid-di-prova', 'reminders', SECRET, NOW);

  it('names the member and the category until it expires', () => {
    expect(readUnsubscribeToken(token, SECRET, NOW)).toEqual({ uid: 'uid-di-prova', category: 'reminders' });
    const lastDay = NOW + (UNSUBSCRIBE_TOKEN_DAYS * 86_400 - 60) * 1000;
    expect(readUnsubscribeToken(token, SECRET, lastDay)).toBeDefined();
    expect(readUnsubscribeToken(token, SECRET, NOW + (UNSUBSCRIBE_TOKEN_DAYS + 1) * 86_400_000)).toBeUndefined();
  });

  it('refuses a token signed with another secret, altered, or malformed', () => {
    const [payload, signature] = token.split('.') as [string, string];
    const otherMember = Buffer.from(JSON.stringify({ u: 'altro', c: 'reminders', e: NOW / 1000 + 1000 })).toString('base64url');
    const wrongCategory = Buffer.from(JSON.stringify({ u: 'uid-di-prova', c: 'account', e: NOW / 1000 + 1000 })).toString('base64url');
    for (const bad of [
      unsubscribeToken('uid-di-prova', 'reminders', 'altro-segreto', NOW),
      `${otherMember}.${signature}`,
      `${payload}.${signature.slice(1)}`,
      `${payload}`,
      `${payload}.${signature}.x`,
      '',
    ]) {
      expect(readUnsubscribeToken(bad, SECRET, NOW)).toBeUndefined();
    }
    // Even correctly signed, a category that cannot be switched off is refused.
    const signed = createHmac('sha256', SECRET).update(wrongCategory).digest('base64url');
    expect(readUnsubscribeToken(`${wrongCategory}.${signed}`, SECRET, NOW)).toBeUndefined();
  });
});
