import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, SERVER_ARGS, serverEnv } from '../../scripts/server-process.mjs';
import { stopServer, untilHealthy } from '../own-server.ts';
import { newPage, openBrowser, SCREENSHOT_DIR } from '../support.ts';

// Decision 0078: a production server that lets the sandbox serve (ALLOW_SANDBOX=true) says so on
// every page of an agency that uses it. Its own server: the shared one is not in production.

const root = path.resolve(import.meta.dirname, '../..');
const NOTICE = { en: 'Demo site: no real bookings', ar: 'موقع تجريبي: لا توجد حجوزات حقيقية' } as const;
const PAGES = ['/', '/faqs', '/booknow/hotels'];

let server: ChildProcess;
let port: number;
let browser: Browser;

const pageUrl = (pathname: string) => `http://sunrise.localhost:${port}${pathname}`;

/** GET from Node as the Sunrise agency's host (fetch does not let a caller set Host). */
function get(pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, headers: { host: 'sunrise.localhost' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

beforeAll(async () => {
  port = await freePort();
  // The compiled server the global setup built, run as an operator would in production.
  server = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    env: serverEnv({
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_SANDBOX: 'true',
      SEED_FILE: path.join(root, 'seed/demo-agencies.json'),
      SESSION_SECRET: 'e2e-production-session-secret-0123456789',
      SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
      MIGRATE_ON_START: 'true',
      PUBLIC_SCHEME: 'http',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tf-e2e-prod-')),
      DATABASE_URL: '',
      REDIS_URL: '',
      WEB_DIST: process.env.TF_E2E_WEB_DIST ? path.resolve(process.env.TF_E2E_WEB_DIST) : path.join(root, 'apps/web/dist'),
      LOG_LEVEL: 'error',
    }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await untilHealthy(server, () => get('/healthz'));
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stopServer(server);
});

describe('a production demo (ALLOW_SANDBOX=true)', () => {
  it('says "Demo site: no real bookings" in the HTML the server renders', async () => {
    for (const [lng, text] of Object.entries(NOTICE)) {
      for (const pathname of ['/', '/faqs']) {
        const res = await get(`${pathname}?lng=${lng}`);
        expect(res.status).toBe(200);
        expect(res.body, `${pathname} ${lng}`).toContain(text);
      }
    }
  });

  it.each([
    ['en', 1280],
    ['ar', 375],
  ] as const)('shows the notice at the top of every page in %s at %i px', async (lng, width) => {
    const { context, page } = await newPage(browser, { width, height: 800 });
    for (const pathname of PAGES) {
      await page.goto(pageUrl(`${pathname}?lng=${lng}`));
      const notice = page.getByRole('note').filter({ hasText: NOTICE[lng] });
      await expect.poll(() => notice.isVisible(), { timeout: 15_000 }).toBe(true);
      const box = (await notice.boundingBox())!;
      // Above the header, across the page, not cut at a phone's width.
      expect(box.y).toBe(0);
      expect(box.width).toBe(width);
      expect(await notice.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      if (lng === 'ar') expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `demo-notice-${lng}-${width}${pathname.replaceAll('/', '-')}.png`) });
    }
    await context.close();
  });
});
