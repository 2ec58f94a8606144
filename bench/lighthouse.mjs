// Lighthouse 12.8 in Debian's Chromium: mobile (the default config) and desktop presets, the median
// of N runs per page. Throttling is Lighthouse's simulated one (Lantern), so the figures depend on
// the page and the network model more than on this machine, but a busy CPU still shows in TBT.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export const CHROME_PATH = '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

const snippet = (item) => {
  if (!item) return null;
  if (item.node) return item.node.snippet ?? item.node.selector ?? null;
  const where = item.sourceLocation?.url ?? item.url;
  if (item.description) return where ? `${item.description} (${where})` : item.description;
  return where ?? null;
};

/** What a failing score or a slow LCP comes from, kept short for the report. */
function diagnostics(lhr, failing) {
  const a = lhr.audits;
  const tables = a['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpElement = snippet(tables[0]?.items?.[0]);
  const lcpPhases = Object.fromEntries((tables[1]?.items ?? []).map((p) => [p.phase, Math.round(p.timing)]));
  const layoutShifts = (a['layout-shifts']?.details?.items ?? []).slice(0, 3).map((i) => ({ element: snippet(i), score: i.score }));
  const opportunities = Object.values(a)
    .filter((x) => x.details?.type === 'opportunity' && (x.metricSavings?.LCP > 0 || x.metricSavings?.FCP > 0 || x.numericValue > 0))
    .map((x) => ({
      id: x.id,
      lcpSavingsMs: x.metricSavings?.LCP ?? null,
      fcpSavingsMs: x.metricSavings?.FCP ?? null,
      wastedBytes: x.details?.overallSavingsBytes ?? null,
    }))
    .filter((x) => (x.lcpSavingsMs ?? 0) > 0 || (x.fcpSavingsMs ?? 0) > 0 || (x.wastedBytes ?? 0) > 0);
  const failingDetails = Object.fromEntries(
    failing.map((key) => {
      const id = key.split(':')[1];
      return [key, (a[id]?.details?.items ?? []).slice(0, 3).map(snippet).filter(Boolean)];
    }),
  );
  return { lcpElement, lcpPhases, layoutShifts, opportunities, failingDetails };
}

function summarise(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  // Audits that cost points, so a failing score says why without opening the report.
  const failing = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) failing.push(`${id}:${ref.id}`);
    }
  }
  return {
    diagnostics: diagnostics(lhr, failing),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcpMs: num('first-contentful-paint'),
    failing,
    runtimeError: lhr.runtimeError?.message,
    // Lighthouse's own CPU speed probe: lower on a busy machine, and TBT (so the score) suffers.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * @param {{ tenants: string[], pages: string[], port: number, runs: number, presets: ('mobile'|'desktop')[], log: (s: string) => void, chromeFlags?: string[] }} o
 *   tenants are host names (sunrise.localhost); *.localhost resolves to loopback inside Chromium.
 *   chromeFlags: more of Chromium's flags (the ads rows' host resolver rules).
 */
export async function measureLighthouse(o) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: [...CHROME_FLAGS, ...(o.chromeFlags ?? [])], logLevel: 'silent' });
  o.register?.(() => chrome.kill());
  const rows = [];
  try {
    for (const preset of o.presets) {
      const config = preset === 'desktop' ? desktopConfig : undefined;
      for (const tenant of o.tenants) {
        for (const page of o.pages) {
          const url = `http://${tenant}:${o.port}${page}`;
          const runs = [];
          for (let i = 0; i < o.runs; i++) {
            const started = Date.now();
            let summary;
            // A run that Lighthouse could not finish (runtimeError, no score) is tried once more.
            for (let attempt = 0; attempt < 2; attempt++) {
              const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, config);
              summary = result ? summarise(result.lhr) : { runtimeError: 'lighthouse returned nothing', failing: [] };
              if (!summary.runtimeError && summary.performance !== null) break;
            }
            runs.push({ ...summary, seconds: (Date.now() - started) / 1000 });
          }
          const pick = (k) => median(runs.map((r) => r[k]));
          const row = {
            preset,
            tenant,
            page,
            url,
            runs: runs.length,
            validRuns: runs.filter((r) => r.performance !== null && r.performance !== undefined).length,
            performance: pick('performance'),
            accessibility: pick('accessibility'),
            bestPractices: pick('bestPractices'),
            seo: pick('seo'),
            lcpMs: pick('lcpMs'),
            tbtMs: pick('tbtMs'),
            cls: pick('cls'),
            fcpMs: pick('fcpMs'),
            failing: [...new Set(runs.flatMap((r) => r.failing))],
            errors: [...new Set(runs.map((r) => r.runtimeError).filter(Boolean))],
            // Diagnostics of the run whose performance score is the median one.
            diagnostics: [...runs].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0))[Math.floor(runs.length / 2)]?.diagnostics,
            benchmarkIndex: pick('benchmarkIndex'),
            perRun: runs.map(({ performance, lcpMs, tbtMs, cls, seconds, benchmarkIndex, runtimeError }) => ({
              performance,
              lcpMs,
              tbtMs,
              cls,
              seconds,
              benchmarkIndex,
              runtimeError,
            })),
          };
          rows.push(row);
          o.log(
            `  ${preset.padEnd(7)} ${url.padEnd(36)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}` +
              ` LCP ${Math.round(row.lcpMs ?? NaN)}ms TBT ${Math.round(row.tbtMs ?? NaN)}ms CLS ${row.cls?.toFixed(3)}`,
          );
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
