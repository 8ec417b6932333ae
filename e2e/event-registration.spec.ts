import { readFile } from 'node:fs/promises';

import { expect, test } from './fixtures';
import { createEvents, uniqueTag } from './testData';

const tag = uniqueTag();
const title = `Laboratorio con pochi posti ${tag}`;
let removeEvents: () => Promise<void>;

test.beforeAll(async () => {
  removeEvents = await createEvents([
    { title, isPublic: true, maxAttendees: 4, attendeeCount: 0, meetingUrl: 'https://meet.example.com/laboratorio', daysAhead: 4 },
  ]);
});

test.afterAll(async () => {
  await removeEvents();
});

test.describe("registering for an event on the members' calendar", () => {
  test('a member registers, downloads the .ics with the meeting link, and cancels', async ({ page, member: _member }) => {
    await page.goto('/calendar');
    const card = page.getByTestId('member-event').filter({ hasText: title });
    await expect(card.getByText('0/4 partecipanti')).toBeVisible();

    await card.getByRole('button', { name: 'Iscriviti' }).click();
    await expect(page.getByText('Iscrizione confermata!')).toBeVisible();
    await expect(card.getByText('Sei iscritto')).toBeVisible();
    await expect(card.getByText('1/4 partecipanti')).toBeVisible();

    const downloading = page.waitForEvent('download');
    await card.getByRole('link', { name: 'Aggiungi al calendario' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^evento-.+\.ics$/);
    const file = await readFile((await download.path())!, 'utf8');
    expect(file).toContain('BEGIN:VCALENDAR');
    expect(file).toContain(`SUMMARY:${title}`);
    expect(file.replace(/\r\n[ \t]/g, '')).toContain('URL;VALUE=URI:https://meet.example.com/laboratorio');

    await card.getByRole('button', { name: 'Annulla iscrizione' }).click();
    await expect(page.getByText('Iscrizione annullata')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Iscriviti' })).toBeVisible();
    await expect(card.getByText('0/4 partecipanti')).toBeVisible();
  });
});
