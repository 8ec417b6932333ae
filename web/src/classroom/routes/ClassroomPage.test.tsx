// @vitest-environment happy-dom
import type { CourseView, LessonView } from '@app/schemas/classroom/courses';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithData } from '../../shared/lib/testing';
import ClassroomPage from './ClassroomPage';

const lesson = (id: string, duration: number, overrides: Partial<LessonView> = {}): LessonView => ({
  id,
  title: `Lezione ${id}`,
  duration,
  content: '',
  videoUrl: null,
  order: Number(id),
  isCompleted: false,
  ...overrides,
});

const course = (overrides: Partial<CourseView>): CourseView => ({
  id: 'c',
  title: 'Corso',
  description: 'Descrizione del corso',
  imageUrl: null,
  price: 0,
  requiredLevel: 1,
  enrollmentCount: 0,
  isEnrolled: false,
  isLocked: false,
  progress: 0,
  lessons: [],
  ...overrides,
});

const free = course({
  id: 'free',
  title: 'Corso gratuito',
  enrollmentCount: 1,
  lessons: [lesson('1', 45), lesson('2', 20, { isCompleted: true })],
  isEnrolled: true,
  progress: 50,
});
const paid = course({
  id: 'paid',
  title: 'Corso a pagamento',
  price: 1990,
  requiredLevel: 2,
  isLocked: true,
  enrollmentCount: 12,
  lessons: [lesson('1', 9)],
});

/** The answers, recording which paths were read. */
function recordingAnswers(answers: Record<string, unknown>) {
  const read = new Set<string>();
  const proxy = new Proxy(answers, {
    get(target, key: string) {
      read.add(key);
      return target[key];
    },
  });
  return { proxy, read };
}

afterEach(cleanup);

describe('ClassroomPage', () => {
  it('shows each course with its price in euro or Gratuito, its level or lock, and its enrolments', async () => {
    renderWithData(<ClassroomPage />, { '/api/courses': [free, paid] });
    const cards = await screen.findAllByTestId('course-card');
    expect(cards[0]!.textContent).toContain('Gratuito');
    expect(cards[0]!.textContent).toContain('Livello 1');
    expect(cards[0]!.textContent).toContain('1 iscritto');
    expect(within(cards[0]!).getByTestId('course-progress').textContent).toBe('50% completato');
    expect(cards[1]!.textContent?.replace(/\s/g, ' ')).toContain('19,90 €');
    expect(within(cards[1]!).getByTestId('course-level').textContent).toBe('Si sblocca al livello 2');
    expect(cards[1]!.textContent).toContain('12 iscritti');
  });

  it("reads GET /api/user/courses only once 'I Miei Corsi' is the active tab", async () => {
    const { proxy, read } = recordingAnswers({ '/api/courses': [free, paid], '/api/user/courses': [] });
    renderWithData(<ClassroomPage />, proxy);
    await screen.findAllByTestId('course-card');
    expect(read.has('/api/user/courses')).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: 'I Miei Corsi' }));
    expect(await screen.findByText('Non sei ancora iscritto a nessun corso')).toBeTruthy();
    expect(read.has('/api/user/courses')).toBe(true);
  });

  it('opens a course with its lessons and total duration; a locked course offers no enrolment', async () => {
    renderWithData(<ClassroomPage />, { '/api/courses': [free, paid] });
    fireEvent.click(within((await screen.findAllByTestId('course-card'))[0]!).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Corso gratuito' });
    expect(dialog.textContent).toContain('Durata totale: 1h 5m');
    expect(within(dialog).getAllByTestId('lesson-row')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(screen.getAllByTestId('course-card')[1]!).getByRole('button'));
    const locked = await screen.findByRole('dialog', { name: 'Corso a pagamento' });
    expect(locked.textContent).toContain('Durata totale: 9m');
    expect(locked.textContent).toContain('Questo corso si sblocca al livello 2.');
    expect(within(locked).queryByRole('button', { name: 'Iscriviti al corso' })).toBeNull();
  });
});
