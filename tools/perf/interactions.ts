/**
 * The interactions a patient and the doctor make most, each measured as INP measures it: the longest
 * Event Timing entry of the interaction (its input delay, its handlers and the next paint), with
 * the CPU slowed four times as Lighthouse slows it for a phone. Playwright in Debian's Chromium,
 * a phone's viewport and touch, the signed-in demo accounts (docs/performance.md, "The interactions' INP").
 */
import { type Browser, chromium, type Page } from '@playwright/test';

import { diaryContract } from '../../schemas/src/diary/contract';
import { pathOf } from '../../schemas/src/shared/contract';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import { DEMO_USER } from '../seed/demoAccounts';
import { cookiesOf } from './lighthouse';
import type { Visitor } from './pages';

/** Lighthouse's mobile preset slows the CPU four times. */
const CPU_SLOWDOWN = 4;
/** The text of the diary entry the measure saves, and deletes afterwards. */
const DIARY_TEXT = 'Misura delle prestazioni';

export interface MeasuredInteraction {
  name: string;
  as: Exclude<Visitor, 'visitatore'>;
  path: string;
  /** Brings the page to the moment before the interaction (the control on screen, a form filled). */
  prepare(page: Page): Promise<void>;
  /** The interaction itself, and what shows that it happened; answers how to put back what it changed in the demo data. */
  act(page: Page): Promise<Undo | void>;
}

type Undo = () => Promise<unknown>;

export const INTERACTIONS: MeasuredInteraction[] = [
  {
    name: 'un mi piace',
    as: 'paziente',
    path: '/community',
    prepare: (page) =>
      page
        .getByRole('button', { name: /^Mi piace/ })
        .first()
        .waitFor(),
    act: async (page) => {
      const like = await page
        .getByRole('button', { name: /^Mi piace/ })
        .first()
        .elementHandle();
      const pressed = () => like!.getAttribute('aria-pressed');
      /** Presses it, and waits for the answer to change it. */
      const press = async () => {
        const before = await pressed();
        await like!.click();
        await page.waitForFunction(([button, state]) => button!.getAttribute('aria-pressed') !== state, [like, before] as const);
      };
      await press();
      // A second press takes the like back.
      return press;
    },
  },
  {
    name: 'la prenotazione aperta',
    as: 'paziente',
    path: '/services',
    prepare: (page) => page.getByRole('button', { name: 'Prenota Ora' }).first().waitFor(),
    act: async (page) => {
      await page.getByRole('button', { name: 'Prenota Ora' }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'una voce del diario salvata',
    as: 'paziente',
    path: '/diario',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Pasto', exact: true }).click();
      await page.getByLabel('Che cosa hai mangiato').fill(DIARY_TEXT);
    },
    act: async (page) => {
      const saved = page.waitForResponse(
        (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === pathOf(diaryContract.createDiaryEntry),
      );
      await page.getByRole('button', { name: 'Salva' }).click();
      const { id } = (await (await saved).json()) as { id: string };
      return () => page.request.delete(pathOf(diaryContract.deleteDiaryEntry, { entryId: id }));
    },
  },
  {
    name: 'una conversazione aperta',
    as: 'admin',
    path: '/admin/messaggi',
    prepare: (page) =>
      page
        .getByRole('link', { name: `${DEMO_USER.firstName} ${DEMO_USER.lastName}` })
        .first()
        .waitFor(),
    act: async (page) => {
      await page
        .getByRole('link', { name: `${DEMO_USER.firstName} ${DEMO_USER.lastName}` })
        .first()
        .click();
      await page.getByRole('heading', { name: `Messaggi con ${DEMO_USER.firstName} ${DEMO_USER.lastName}` }).waitFor();
    },
  },
  {
    name: 'un giorno del piano aperto',
    as: 'paziente',
    path: '/piano',
    prepare: (page) => page.getByRole('region', { name: 'La settimana' }).getByRole('button').first().waitFor(),
    act: (page) => page.getByRole('region', { name: 'La settimana' }).getByRole('button').first().click(),
  },
];

/** The page's longest interaction so far, in milliseconds (Event Timing entries that belong to an interaction). */
async function observeInteractions(page: Page) {
  await page.evaluate(() => {
    const state = window as unknown as { longestInteraction: number };
    state.longestInteraction = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        if (entry.interactionId) state.longestInteraction = Math.max(state.longestInteraction, entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/** The longest interaction once two frames have painted after it (Event Timing reports an entry after its paint). */
async function longestInteraction(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => resolve((window as unknown as { longestInteraction: number }).longestInteraction), 0),
          ),
        ),
      ),
  );
}

/** One measure of the interaction, in a new browser context signed in with `cookies`. */
async function measureOnce(browser: Browser, siteUrl: string, interaction: MeasuredInteraction, cookies: string): Promise<number> {
  const context = await browser.newContext({
    baseURL: siteUrl,
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    locale: 'it-IT',
  });
  try {
    await context.addCookies(cookiesOf(cookies, siteUrl));
    const page = await context.newPage();
    await page.goto(`${siteUrl}${interaction.path}`);
    await interaction.prepare(page);
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await observeInteractions(page);
    const undo = await interaction.act(page);
    const duration = await longestInteraction(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if (undo) await undo();
    return duration;
  } finally {
    await context.close();
  }
}

/** Each interaction `runs` times (the interactions taking turns); the durations in milliseconds, per interaction. */
export async function measureInteractions(
  siteUrl: string,
  cookies: Partial<Record<Visitor, string>>,
  runs: number,
  log: (line: string) => void,
): Promise<Map<MeasuredInteraction, number[]>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const durations = new Map<MeasuredInteraction, number[]>(INTERACTIONS.map((interaction) => [interaction, []]));
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const interaction of INTERACTIONS) {
        const duration = await measureOnce(browser, siteUrl, interaction, cookies[interaction.as]!);
        durations.get(interaction)!.push(duration);
        log(`  ${run}/${runs} ${interaction.name.padEnd(30)} ${duration.toFixed(0)} ms`);
      }
    }
  } finally {
    await browser.close();
  }
  return durations;
}
