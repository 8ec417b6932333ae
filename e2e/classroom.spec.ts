import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { expectNoViolations } from './helpers';

// The seeded courses (tools/seed/demoContent.ts): a free level-1 course whose first lesson has a
// YouTube video and Markdown, and a level-2 course. Each test starts as a fresh member (level 1, 0 points).
const IBS = 'IBS: i primi passi';
const KITCHEN = 'Cucina antinfiammatoria';

const courseCard = (page: Page, title: string) =>
  page.getByTestId('course-card').filter({ has: page.getByRole('heading', { name: title }) });

async function openCourse(page: Page, title: string) {
  await courseCard(page, title).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('the classroom', () => {
  test('a member enrols, completes a lesson (progress and points change) and the level-2 course unlocks', async ({
    page,
    member: _member,
  }) => {
    // The embedded video must be allowed by the Content Security Policy (frame-src).
    const policyViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) policyViolations.push(message.text());
    });
    await page.goto('/classroom');
    await expect(page.getByRole('tab', { name: 'Tutti i Corsi', selected: true })).toBeVisible();
    await expect(page.getByTestId('shell-points')).toHaveText('0 punti');

    // The level-2 course is locked for a level-1 member: no enrolling, no lessons to open.
    await expect(courseCard(page, KITCHEN).getByTestId('course-level')).toHaveText('Si sblocca al livello 2');
    await expect(courseCard(page, KITCHEN).getByText('29,00 €')).toBeVisible();
    const locked = await openCourse(page, KITCHEN);
    await expect(locked.getByText('Questo corso si sblocca al livello 2.', { exact: false })).toBeVisible();
    await expect(locked.getByRole('button', { name: 'Iscriviti al corso' })).toHaveCount(0);
    await locked.getByRole('button', { name: 'Chiudi' }).click();

    await expect(courseCard(page, IBS).getByText('Gratuito')).toBeVisible();
    const course = await openCourse(page, IBS);
    await expect(course.getByText('Durata totale: 39m')).toBeVisible();
    await course.getByRole('button', { name: 'Iscriviti al corso' }).click();
    await expect(page.getByText('Iscrizione completata!')).toBeVisible();
    await expect(course.getByTestId('course-progress')).toHaveText('0% completato');

    await course.getByRole('button', { name: /^1\. Che cos'è la sindrome/ }).click();
    const lesson = page.getByRole('dialog', { name: "Che cos'è la sindrome dell'intestino irritabile" });
    await expect(lesson.getByRole('heading', { name: 'I sintomi più comuni' })).toBeVisible();
    await expect(lesson.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
    expect(policyViolations).toEqual([]);
    await lesson.getByRole('button', { name: 'Segna come completata' }).click();
    await expect(page.getByText('Lezione completata!')).toBeVisible();
    await expect(lesson).toBeHidden();
    await expect(course.getByTestId('course-progress')).toHaveText('33% completato');
    await expect(page.getByTestId('shell-points')).toHaveText('10 punti');
    await course.getByRole('button', { name: 'Chiudi' }).click();

    // 10 points make level 2: the kitchen course opens up.
    await page.reload();
    await expect(courseCard(page, KITCHEN).getByTestId('course-level')).toHaveText('Livello 2');

    await page.getByRole('tab', { name: 'I Miei Corsi' }).click();
    await expect(page.getByTestId('course-card')).toHaveCount(1);
    await expect(courseCard(page, IBS).getByTestId('course-progress')).toHaveText('33% completato');
  });

  test('the classroom with a course and a lesson open has no axe violations (WCAG 2.1 A and AA)', async ({ page, member: _member }) => {
    await page.goto('/classroom');
    const course = await openCourse(page, IBS);
    await course.getByRole('button', { name: 'Iscriviti al corso' }).click();
    await expect(course.getByTestId('course-progress')).toBeVisible();
    const check = () => expectNoViolations(page, '[role="dialog"]');
    await check();
    await course.getByRole('button', { name: /^1\. / }).click();
    await expect(page.getByTestId('lesson-content')).toBeVisible();
    await check();
  });
});
