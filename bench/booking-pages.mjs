// The pages a traveller books on (the `booking` phase of `npm run bench`): each enabled product's
// search form and results page of the demo agency and the sign-in page, measured with Lighthouse's
// mobile preset, and an interaction check of the controls a traveller touches first, on a phone
// with a 4× slower CPU.
import { chromium } from 'playwright-core';
import { CHROME_PATH } from './lighthouse.mjs';

/** The calendar date `offset` days after `today` (YYYY-MM-DD, UTC), as the search forms take it. */
const day = (today, offset) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo agency's booking pages (Sunrise: every product on, hotels on their v2 pages, flights on
 * v1), with searches some weeks ahead, as the end-to-end tests make them (e2e/shell/phone.test.ts).
 */
export function bookingPages(today = new Date()) {
  const month = day(today, 120).slice(0, 7);
  const q = (params) => new URLSearchParams(params).toString();
  return [
    '/booknow/hotels/v2',
    `/booknow/hotels/v2/search?${q({ destination: 'Paris, France', lat: '48.8566', long: '2.3522', country: 'FR', checkin_date: day(today, 40), checkout_date: day(today, 43), occupancies: '2' })}`,
    '/booknow/flights',
    `/booknow/flights/search?${q({ trip: 'roundtrip', from: 'CDG', from_label: 'Paris CDG', to: 'JFK', to_label: 'New York JFK', depart_date: day(today, 30), return_date: day(today, 37), cabin: 'economy', adults: '1', children: '0', infants: '0' })}`,
    '/booknow/cars',
    `/booknow/cars/search?${q({ pickup: 'Lisbon', pickup_lat: '38.7223', pickup_long: '-9.1393', pickup_country: 'PT', pickup_date: day(today, 30), pickup_time: '10:00', dropoff_date: day(today, 33), dropoff_time: '10:00', driver_age: '30' })}`,
    '/booknow/activities',
    `/booknow/activities/search?${q({ destination: 'Lisbon, Portugal', lat: '38.7223', long: '-9.1393', country: 'PT', start_date: day(today, 30), end_date: day(today, 33) })}`,
    '/booknow/cruise',
    `/booknow/cruise/search?${q({ month, adults: '2', children: '0', infants: '0' })}`,
    '/booknow/resort',
    `/booknow/resort/search?${q({ region_id: '1', subregion_id: '101', place: 'Cancún and Riviera Maya, Caribbean', checkin_date: day(today, 30), checkout_date: day(today, 33), adults: '2', children: '0' })}`,
    '/login',
  ];
}

/**
 * Collects the page's Event Timing entries (what Chrome reports as INP's parts): each slow-enough
 * event's start, the start of its handlers and its whole duration to the next paint, with the
 * interaction it belongs to (a tap is pointerdown, pointerup and click: one interaction). The API
 * reports events of 16 ms or more only: a quicker one leaves no entry.
 */
function recordEventTiming() {
  window.__tfEvents = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__tfEvents.push({ name: e.name, interaction: e.interactionId, start: e.startTime, processingStart: e.processingStart, duration: e.duration });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

/**
 * Each interaction's input delay and duration as INP counts them (web-vitals' attribution): the
 * delay is its first event's wait from the input to its handlers (a click's wait behind the same
 * tap's pointerdown handlers is the tap's processing, not its delay); the duration the longest of
 * its events to the next paint. Events that are no interaction (mouseover, …) are left out.
 */
export function interactionsOf(events) {
  const byId = new Map();
  for (const e of events) {
    if (!e.interaction) continue;
    const list = byId.get(e.interaction) ?? [];
    list.push(e);
    byId.set(e.interaction, list);
  }
  return [...byId.values()].map((list) => {
    const first = list.reduce((a, e) => (e.start < a.start || (e.start === a.start && e.processingStart < a.processingStart) ? e : a));
    return { delay: first.processingStart - first.start, duration: Math.max(...list.map((e) => e.duration)), events: list.map((e) => e.name) };
  });
}

/**
 * The interactions: each opens its page on a phone (412×823, CPU 4× slower), waits for the page's
 * load event only (the app may still be starting, as when a traveller taps at once), does what a
 * traveller does first and waits for its effect.
 */
const INTERACTIONS = (pages) => [
  {
    id: 'open a date picker',
    path: pages[0],
    act: async (page) => {
      const field = page.getByLabel('Check-in').first();
      await field.click();
      await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'date' || document.activeElement?.closest('[role="dialog"]'));
    },
  },
  {
    id: 'add a room',
    path: pages[0],
    act: async (page) => {
      await page.getByRole('button', { name: /^Rooms and guests/ }).click();
      await page.getByRole('button', { name: /Add a room/ }).click();
      await page.getByRole('button', { name: /^Rooms and guests.*2 rooms/ }).waitFor();
    },
  },
  {
    id: 'change a filter',
    path: pages[1],
    act: async (page) => {
      const filter = page.getByRole('checkbox', { name: 'Free cancellation' }).first();
      await page.locator('.tf-results-list__items > li').first().waitFor({ timeout: 30_000 });
      if (!(await filter.isVisible()))
        await page
          .getByRole('button', { name: /^Filters/ })
          .first()
          .click();
      await filter.check();
      await page.waitForFunction(() => /[?&]free_cancellation=1\b/.test(location.search));
    },
  },
];

/**
 * @param {{ host: string, port: number, runs: number, log: (s: string) => void }} o
 * @returns {Promise<Array<{ id: string, path: string, runs: Array<{ delayMs: number, durationMs: number, interactions: number }>, delayMs: number, durationMs: number }>>}
 */
export async function measureInteractions(o) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  const rows = [];
  try {
    for (const interaction of INTERACTIONS(bookingPages())) {
      const runs = [];
      for (let i = 0; i < o.runs; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.6 });
        await context.addInitScript(recordEventTiming);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`http://${o.host}:${o.port}${interaction.path}`, { waitUntil: 'load' });
        const before = await page.evaluate(() => performance.now());
        await interaction.act(page);
        // The last entries are reported once their frame is painted.
        await page.waitForTimeout(300);
        const interactions = interactionsOf((await page.evaluate(() => window.__tfEvents)).filter((e) => e.start >= before));
        runs.push({
          // No entry: every event of the interaction took under 16 ms.
          delayMs: Math.max(0, ...interactions.map((i) => i.delay)),
          durationMs: Math.max(0, ...interactions.map((i) => i.duration)),
          interactions: interactions.length,
        });
        await context.close();
      }
      const worst = (k) => Math.max(...runs.map((r) => r[k]));
      rows.push({ id: interaction.id, path: interaction.path, runs, delayMs: worst('delayMs'), durationMs: worst('durationMs') });
      o.log(
        `  ${interaction.id}: input delay ≤ ${Math.round(worst('delayMs'))} ms, to the next paint ≤ ${Math.round(worst('durationMs'))} ms (${runs.length} runs)`,
      );
    }
  } finally {
    await browser.close();
  }
  return rows;
}
