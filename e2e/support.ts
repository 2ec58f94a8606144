import { mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ANALYTICS_CONSENT_KEY, type AnalyticsConsent } from '@tripfront/domain/navigation/shell';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
export const SCREENSHOT_DIR = path.join(root, 'test-results', 'screenshots');

/**
 * The path the browser loads a lazily imported module's chunk from, for a source such as
 * 'src/features/currency/components/currency-panel.tsx': chunks are named by their hash alone
 * (decision 0154), so a test that holds one back finds it in the build's manifest.
 */
export function chunkPath(src: string): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'apps/web/dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[src];
  if (!entry) throw new Error(`${src} is not a chunk of the build`);
  return `/${entry.file}`;
}

/**
 * Holds back the chunk of a lazily imported module (a slow network) until `release()`; `asked()`
 * tells whether the browser has asked for it, so a test knows the hold really held something.
 */
export async function holdChunk(context: BrowserContext, src: string): Promise<{ release: () => void; asked: () => boolean }> {
  const file = chunkPath(src);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await context.route(
    (u) => u.pathname === file,
    async (route) => {
      asked = true;
      await held;
      await route.continue();
    },
  );
  return { release, asked: () => asked };
}

/** URL of a page of the running e2e server, for an agency host such as 'sunrise.localhost'. */
export function url(host: string, pathname = '/'): string {
  return `http://${host}:${inject('e2ePort')}${pathname}`;
}

export function openBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

const consoleErrors = new WeakMap<Page, string[]>();

/** The visitor's answer to the analytics banner a test starts with; 'ask' leaves it unanswered. */
export type AnalyticsConsentOption = AnalyticsConsent | 'ask';

/** A fresh browser context and page; console errors and page errors are recorded. */
export async function newPage(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    locale?: string;
    analyticsConsent?: AnalyticsConsentOption;
    /** Accept self-signed certificates: the test identity provider's (e2e/account/sso.test.ts). */
    ignoreHTTPSErrors?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: options.locale ?? 'en-US',
    ignoreHTTPSErrors: options.ignoreHTTPSErrors ?? false,
  });
  // The analytics consent banner (decision 0015) is answered beforehand unless a test is about it:
  // it would cover the bottom of the page in every other test.
  const consent = options.analyticsConsent ?? 'denied';
  if (consent !== 'ask') {
    await context.addInitScript(
      ([key, choice]) => {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, choice);
      },
      [ANALYTICS_CONSENT_KEY, consent] as const,
    );
  }
  const page = await context.newPage();
  const errors: string[] = [];
  consoleErrors.set(page, errors);
  page.on('console', (msg) => {
    // Analytics scripts cannot load offline; that is not the app's error.
    if (msg.type() === 'error' && !/googletagmanager|facebook|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(msg.text() + (msg.location().url ?? ''))) {
      errors.push(msg.text());
    }
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page };
}

/**
 * Waits until the app runs in the page (`<html data-app-ready>`): a server-rendered page shows
 * before its code starts (decision 0059), and clicks before then are the browser's alone.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

export function assertNoConsoleErrors(page: Page): void {
  const errors = consoleErrors.get(page) ?? [];
  expect(errors, `console errors: ${errors.join(' | ')}`).toEqual([]);
}

/**
 * Signs the context in to an agency without a page: the API is asked from Node (with the agency's
 * Host header; Node cannot resolve *.localhost) and the HttpOnly access cookie it answers is put in
 * the context, as the browser would keep it. Opening a page only to sign in cost every signed-in test
 * a page load. The sign-in form itself is walked by e2e/shell/routes.test.ts.
 */
export async function loginAs(context: BrowserContext, host: string, email: string, password: string): Promise<void> {
  const { status, cookies } = await postAsHost(host, '/api/user/login', { email, password });
  const token = cookies.map((c) => /^x-access-token=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (status !== 200 || !token) throw new Error(`sign-in as ${email} answered ${status}`);
  await context.addCookies([{ name: 'x-access-token', value: token, domain: host, path: '/', httpOnly: true, sameSite: 'Lax' }]);
}

/** POST JSON from Node with a chosen Host header, answering the status and the Set-Cookie lines. */
function postAsHost(host: string, pathname: string, body: unknown): Promise<{ status: number; cookies: string[] }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        method: 'POST',
        host: '127.0.0.1',
        port: inject('e2ePort'),
        path: pathname,
        headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cookies: res.headers['set-cookie'] ?? [] }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A JSON object as the API answers it. */
export type Json = Record<string, unknown>;

/**
 * A same-origin API call made from inside the page, so it carries the page's cookie and Origin: what
 * the browser app would send (a call from Node would have neither). A body is sent as JSON. The
 * answer as text, and as JSON when it is JSON (an empty 204 or a CSV reads as `{}`).
 */
export async function api<T = Json>(page: Page, method: string, pathname: string, body?: unknown): Promise<{ status: number; json: T; text: string }> {
  const answer = await page.evaluate(
    async ([m, p, b]) => {
      const response = await fetch(p, {
        method: m,
        headers: b === undefined ? {} : { 'content-type': 'application/json' },
        body: b === undefined ? null : JSON.stringify(b),
      });
      return { status: response.status, text: await response.text() };
    },
    [method, pathname, body] as const,
  );
  let json: unknown = {};
  try {
    json = JSON.parse(answer.text);
  } catch {
    // Not JSON: the text is the answer.
  }
  return { ...answer, json: json as T };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** GET from Node with a chosen Host header (fetch does not let a caller set Host). */
export function getAsHost(host: string, pathname = '/'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: inject('e2ePort'), path: pathname, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}
