import './emulatorEnv';

import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { expectNoViolations, openAdminSection } from './helpers';
import { build, createEvents, db, uniqueTag } from './testData';

const storedCourses: string[] = [];

/** A published level-1 course with these lessons, from the factories straight into Firestore; deleted after the file with its lessons and progress. */
async function storeCourse(title: string, lessonTitles: string[]) {
  const course = db.collection('courses').doc(`e2e-${uniqueTag()}`);
  storedCourses.push(course.id);
  const now = new Date();
  const batch = db.batch();
  const insert = build.course({ title, description: 'Un corso creato da un test del browser.', isPublished: true });
  batch.set(course, { ...insert, enrollmentCount: 0, createdAt: now, updatedAt: now });
  lessonTitles.forEach((lessonTitle, index) => {
    const lesson = build.lesson({
      courseId: course.id,
      title: lessonTitle,
      content: 'Il contenuto della lezione.',
      order: index + 1,
      duration: 10,
    });
    batch.set(db.collection('lessons').doc(`${course.id}-${index + 1}`), { ...lesson, createdAt: now });
  });
  await batch.commit();
  return { id: course.id };
}

test.afterAll(async () => {
  for (const courseId of storedCourses.splice(0)) {
    const [lessons, progress] = await Promise.all(
      ['lessons', 'user_course_progress'].map((name) => db.collection(name).where('courseId', '==', courseId).get()),
    );
    await Promise.all([...lessons!.docs, ...progress!.docs].map((document) => document.ref.delete()));
    await db.collection('courses').doc(courseId).delete();
  }
});

const rowOf = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

test.describe('content management', () => {
  test('the doctor writes a lesson in Markdown with a video, moves it first, and a member sees it in the classroom', async ({
    page,
    admin: _admin,
    otherMemberPage,
  }) => {
    test.setTimeout(120_000);
    const courseTitle = `Corso e2e ${uniqueTag()}`;
    const course = await storeCourse(courseTitle, ['Prima lezione esistente', 'Seconda lezione esistente']);
    const lessonTitle = `Lezione e2e ${uniqueTag()}`;

    await openAdminSection(page, 'corsi', 'Corsi');
    await rowOf(page, 'Corsi', courseTitle)
      .getByRole('button', { name: `Lezioni del corso ${courseTitle}` })
      .click();
    const editor = page.getByRole('dialog', { name: `Lezioni · ${courseTitle}` });
    await expect(editor.getByText('1. Prima lezione esistente')).toBeVisible();
    await expectNoViolations(page, '[role="dialog"]');

    await editor.getByRole('button', { name: 'Nuova Lezione' }).click();
    const form = page.getByRole('dialog', { name: 'Nuova Lezione' });
    await form.getByRole('button', { name: 'Crea Lezione' }).click();
    await expect(form.getByText('Il titolo deve avere almeno 3 caratteri')).toBeVisible();
    await form.getByLabel('Titolo').fill(lessonTitle);
    await form.getByLabel('Link del video (YouTube, Vimeo…)').fill('https://www.youtube.com/watch?v=M7lc1UVf-VE');
    await form.getByLabel('Durata (minuti)').fill('15');
    await form.getByLabel('Contenuto (Markdown)').fill('## Cosa mangiare a colazione\n\nScegli una colazione **digeribile** e semplice.');
    // The live preview renders the Markdown as the classroom will.
    const preview = form.getByTestId('lesson-preview');
    await expect(preview.getByRole('heading', { name: 'Cosa mangiare a colazione' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('digeribile');
    await expectNoViolations(page, '[role="dialog"]');
    await form.getByRole('button', { name: 'Crea Lezione' }).click();
    await expect(page.getByText('Lezione creata con successo!')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(editor.getByText(`3. ${lessonTitle}`)).toBeVisible();

    // Moved up twice, it becomes the first lesson.
    await editor.getByRole('button', { name: `Sposta su la lezione ${lessonTitle}` }).click();
    await expect(editor.getByText(`2. ${lessonTitle}`)).toBeVisible();
    await editor.getByRole('button', { name: `Sposta su la lezione ${lessonTitle}` }).click();
    await expect(editor.getByText(`1. ${lessonTitle}`)).toBeVisible();
    await expect(editor.getByText('2. Prima lezione esistente')).toBeVisible();
    const stored = await db.collection('lessons').where('courseId', '==', course.id).get();
    expect(stored.docs.map((document) => [document.get('title'), document.get('order')]).sort((a, b) => a[1] - b[1])).toEqual([
      [lessonTitle, 1],
      ['Prima lezione esistente', 2],
      ['Seconda lezione esistente', 3],
    ]);

    const { page: memberPage } = await otherMemberPage();
    await memberPage.goto('/classroom');
    const card = memberPage.getByTestId('course-card').filter({ has: memberPage.getByRole('heading', { name: courseTitle }) });
    await card.getByRole('button').click();
    const courseDialog = memberPage.getByRole('dialog', { name: courseTitle });
    await courseDialog.getByRole('button', { name: 'Iscriviti al corso' }).click();
    await courseDialog.getByRole('button', { name: new RegExp(`^1\\. ${lessonTitle}`) }).click();
    const lesson = memberPage.getByRole('dialog', { name: lessonTitle });
    await expect(lesson.getByRole('heading', { name: 'Cosa mangiare a colazione' })).toBeVisible();
    await expect(lesson.locator('strong')).toHaveText('digeribile');
    await expect(lesson.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
  });

  test('the doctor edits an event in its dialog, filled in, and the change shows', async ({ page, admin: _admin }) => {
    const title = `Evento e2e ${uniqueTag()}`;
    const removeEvents = await createEvents([{ title, isPublic: true, maxAttendees: 30 }]);
    try {
      await openAdminSection(page, 'eventi', 'Eventi');
      await rowOf(page, 'Eventi', title)
        .getByRole('button', { name: `Modifica l'evento ${title}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Modifica Evento' });
      await expect(dialog.getByLabel('Titolo')).toHaveValue(title);
      await expect(dialog.getByLabel('Partecipanti massimi')).toHaveValue('30');
      const renamed = `${title} (spostato online)`;
      await dialog.getByLabel('Titolo').fill(renamed);
      await dialog.getByRole('button', { name: 'Salva Modifiche' }).click();
      await expect(page.getByText('Evento aggiornato con successo!')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(rowOf(page, 'Eventi', renamed)).toBeVisible();

      await page.goto('/calendar');
      await expect(page.getByText(renamed)).toBeVisible({ timeout: 30_000 });
    } finally {
      await removeEvents();
    }
  });

  test('deleting a course asks first and says how many lessons go with it', async ({ page, admin: _admin }) => {
    const courseTitle = `Corso da eliminare ${uniqueTag()}`;
    await storeCourse(courseTitle, ['Prima', 'Seconda', 'Terza']);
    await openAdminSection(page, 'corsi', 'Corsi');
    await rowOf(page, 'Corsi', courseTitle)
      .getByRole('button', { name: `Elimina il corso ${courseTitle}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Eliminare il corso?' });
    await expect(confirm).toContainText('Elimina anche le 3 lezioni e i progressi degli iscritti.');
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await expect(page.getByText('Corso eliminato!')).toBeVisible();
    await expect(rowOf(page, 'Corsi', courseTitle)).toHaveCount(0);
  });
});
