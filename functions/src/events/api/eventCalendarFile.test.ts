import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, type TestUser } from '../../../../tools/testing/api';
import { attend, removeClassroomData, storeEvent } from '../../../../tools/testing/classroom';

const start = new Date(Date.UTC(2031, 2, 12, 17, 0, 0));
let eventId: string;
let lockedId: string;
let member: TestUser;

const download = (user: TestUser | undefined, id = eventId) => api<string>(`/api/events/${id}/ics`, { cookie: user?.cookie });
/** The content lines of the file, with folded lines joined back (RFC 5545 §3.1). */
const linesOf = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

beforeAll(async () => {
  [eventId, lockedId, member] = await Promise.all([
    storeEvent({
      title: 'Webinar: IBS e stress',
      description: 'Intestino, cervello; e strategie',
      startTime: start,
      endTime: null,
      meetingUrl: 'https://meet.example.com/ibs',
      maxAttendees: 10,
    }),
    storeEvent({ requiredLevel: 4 }),
    createUser(),
  ]);
});

afterAll(removeClassroomData);

describe('GET /api/events/{eventId}/ics', () => {
  it('is 401 for a visitor', async () => {
    expect((await download(undefined)).status).toBe(401);
  });

  it('answers an iCalendar file with UID, DTSTAMP, times in UTC, summary and description, without the link for a non-attendee', async () => {
    const response = await download(member);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(`evento-${eventId}.ics`);
    const lines = linesOf(response.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain(`UID:${eventId}@nutrizione-funzionale`);
    expect(lines.some((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);
    expect(lines).toContain('DTSTART:20310312T170000Z');
    // No end time stored: an hour.
    expect(lines).toContain('DTEND:20310312T180000Z');
    expect(lines).toContain('SUMMARY:Webinar: IBS e stress');
    expect(lines).toContain('DESCRIPTION:Intestino\\, cervello\\; e strategie');
    expect(response.body).not.toContain('meet.example.com');
  });

  it('carries the meeting link for a registered member', async () => {
    await attend(member, eventId);
    const lines = linesOf((await download(member)).body);
    expect(lines).toContain('URL;VALUE=URI:https://meet.example.com/ibs');
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain('Link per partecipare: https://meet.example.com/ibs');
  });

  it('is 404 for an event above the member level or unknown; an admin downloads any', async () => {
    for (const id of [lockedId, 'non-esiste']) {
      const response = await download(member, id);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Evento non trovato' });
    }
    const admin = await createUser({ admin: true });
    expect((await download(admin, lockedId)).status).toBe(200);
  });
});
