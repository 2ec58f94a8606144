// Issue #46, decision 0149: the ad slot's layout shift as Lighthouse counts it. The bench turns
// ads on for the demo agency (settings saved through the API by its owner, consent not asked, so
// the ad loads on the first visit, the latest an ad can arrive), and Chromium reaches AdSense's
// host at a local HTTPS stand-in (host resolver rules) that answers the script late, after the
// page has painted, and fills the box as the real one would. The slot's box is in the
// server-rendered page, so the fill must move nothing: CLS 0.
import { readFileSync } from 'node:fs';
import https from 'node:https';
import { desktopConfig, startTimespan } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ownerCookie, send } from './content-pages.mjs';
import { CHROME_FLAGS, CHROME_PATH } from './lighthouse.mjs';

/**
 * The e2e stand-in, then a report to the stand-in server of each ad actually in its box (a fetch,
 * which the page's policy allows to AdSense's origin), so a run whose ad never arrived is known.
 */
const STAND_IN = `${readFileSync(new URL('../e2e/fixtures/adsense-stand-in.js', import.meta.url), 'utf8')}
(function () {
  var push = window.adsbygoogle.push;
  function report() {
    if (document.querySelector('ins.adsbygoogle .test-ad')) fetch('https://pagead2.googlesyndication.com/pagead/filled', { mode: 'no-cors', method: 'POST' });
  }
  window.adsbygoogle = { push: function (unit) { push(unit); report(); } };
  report();
})();
`;
const CERT = new URL('../apps/api/test/fixtures/oidc/', import.meta.url);
export const BENCH_ADS = { isEnabled: true, adsenseClientId: 'ca-pub-1234567890123456', adsenseSlotId: '1234567890' };
/**
 * How late the stand-in answers the script: after the page has loaded and a visitor who reads on
 * has scrolled to the bottom, where the ad's box is (a slow ad network, as real ones can be).
 */
const SCRIPT_DELAY_MS = 1500;

/**
 * AdSense's hosts answered on loopback over HTTPS (the OIDC tests' certificate; Chromium is told
 * to accept it): the script after a delay, anything else 204. Counts the script requests and the
 * reports of a filled box.
 * @returns {Promise<{ chromeFlags: string[], scriptRequests: () => number, fills: () => number, close: () => Promise<void> }>}
 */
export async function startAdStandIn() {
  let scripts = 0;
  let filled = 0;
  const server = https.createServer({ cert: readFileSync(new URL('cert.pem', CERT)), key: readFileSync(new URL('key.pem', CERT)) }, (req, res) => {
    // The page asks for the script with crossorigin="anonymous", as AdSense's own snippet does.
    const cors = { 'access-control-allow-origin': '*' };
    if (req.url === '/pagead/filled') filled += 1;
    if (!req.url?.startsWith('/pagead/js/adsbygoogle.js')) {
      res.writeHead(204, cors).end();
      return;
    }
    scripts += 1;
    setTimeout(() => res.writeHead(200, { ...cors, 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(STAND_IN), SCRIPT_DELAY_MS);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const hosts = [
    '*.googlesyndication.com',
    '*.doubleclick.net',
    '*.adtrafficquality.google',
    '*.googleadservices.com',
    '*.google-analytics.com',
    '*.googletagmanager.com',
  ];
  return {
    chromeFlags: [`--host-resolver-rules=${hosts.map((h) => `MAP ${h} 127.0.0.1:${port}`).join(', ')}`, '--ignore-certificate-errors'],
    scriptRequests: () => scripts,
    /** Reports of a filled box (one or more per page load). */
    fills: () => filled,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Turns the demo agency's ads on (consent not asked), through its website settings as its owner
 * would; answers the function that puts the settings back as they were.
 * @param {string} baseUrl
 * @param {string} host
 */
export async function turnAdsOn(baseUrl, host) {
  const cookie = await ownerCookie(baseUrl, host);
  const save = async (website) => {
    const settings = (await (await send(baseUrl, host, 'GET', '/api/agency/settings', { cookie })).json()).data;
    const res = await send(baseUrl, host, 'PUT', '/api/agency/settings/website', {
      cookie,
      body: { version: settings.version, settings: website(settings.website) },
    });
    if (!res.ok) throw new Error(`${host}: saving the website settings answered ${res.status} ${await res.text()}`);
    return settings.website;
  };
  const before = await save((w) => ({ ...w, agency: { ...w.agency, advertising: BENCH_ADS, askAnalyticsConsent: false } }));
  return () => save(() => before);
}

/**
 * Lighthouse's timespan mode over a visitor who scrolls to the bottom of the page as soon as it has
 * loaded, before the ad arrives: the navigation rows cannot see a shift there, since the box is
 * below the first screen and the page's main area stretches to the screen. The layout shifts of
 * the whole visit, the ad's arrival included, are its CLS.
 * @param {{ host: string, port: number, pages: string[], presets: string[], runs: number, chromeFlags: string[], log: (s: string) => void }} o
 */
export async function measureScrolledVisits(o) {
  const browser = await puppeteer.launch({ executablePath: CHROME_PATH, args: [...CHROME_FLAGS, ...o.chromeFlags], headless: true });
  const rows = [];
  try {
    for (const preset of o.presets) {
      for (const path of o.pages) {
        const cls = [];
        for (let i = 0; i < o.runs; i++) {
          const page = await browser.newPage();
          const flow = await startTimespan(page, {
            config: preset === 'desktop' ? desktopConfig : undefined,
            flags: { formFactor: preset === 'desktop' ? 'desktop' : 'mobile' },
          });
          await page.goto(`http://${o.host}:${o.port}${path}`, { waitUntil: 'load' });
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS + 1500));
          const result = await flow.endTimespan();
          cls.push(result?.lhr.audits['cumulative-layout-shift']?.numericValue ?? null);
          await page.close();
        }
        const valid = cls.filter((v) => typeof v === 'number');
        const row = {
          preset,
          tenant: o.host,
          page: path,
          scrolled: true,
          runs: cls.length,
          validRuns: valid.length,
          cls: valid.length ? Math.max(...valid) : null,
          perRun: cls,
        };
        o.log(
          `  ${preset.padEnd(7)} ${path.padEnd(8)} scrolled to the ad before it arrived: CLS ${row.cls?.toFixed(3) ?? 'not measured'} (the largest of ${cls.length})`,
        );
        rows.push(row);
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
