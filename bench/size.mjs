// Initial JavaScript and CSS of the home page, and what each lazily loaded route adds, gzip level 9.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

/**
 * Each product's results route: the chunk its search's first screen loads (features/booking-<dir>/
 * routes.ts), whose static import closure beyond the start-up set is the JavaScript a results page
 * waits for before its first paint. Its later steps (<name>-step-pages) load on their own (decision 0131).
 */
export const RESULTS_ROUTES = [
  { product: 'hotels', src: 'src/features/booking-hotels/components/hotel-pages.tsx' },
  { product: 'flights', src: 'src/features/booking-flights/components/flight-pages.tsx' },
  { product: 'cars', src: 'src/features/booking-cars/components/car-pages.tsx' },
  { product: 'activities', src: 'src/features/booking-activities/components/activity-pages.tsx' },
  { product: 'cruises', src: 'src/features/booking-cruises/components/cruise-pages.tsx' },
  { product: 'resorts', src: 'src/features/booking-resorts/components/resort-pages.tsx' },
];

/**
 * Each product's details route: the chunk a details page loads (<name>-details-pages, decision 0136),
 * which the server renders for visitors; its closure beyond the start-up set is what the page loads
 * before it hydrates. The checkout and confirmation (<name>-step-pages) are apart.
 */
export const DETAILS_ROUTES = [
  { product: 'hotels', src: 'src/features/booking-hotels/components/hotel-details-pages.tsx' },
  { product: 'flights', src: 'src/features/booking-flights/components/flight-details-pages.tsx' },
  { product: 'cars', src: 'src/features/booking-cars/components/car-details-pages.tsx' },
  { product: 'activities', src: 'src/features/booking-activities/components/activity-details-pages.tsx' },
  { product: 'cruises', src: 'src/features/booking-cruises/components/cruise-details-pages.tsx' },
  { product: 'resorts', src: 'src/features/booking-resorts/components/resort-details-pages.tsx' },
];

/** Attribute value of every tag matching `tagRe` whose attributes match `filter`. */
function tagsAttr(html, tagRe, filter, attr) {
  const out = [];
  for (const m of html.matchAll(tagRe)) {
    const tag = m[0];
    if (!filter.test(tag)) continue;
    const v = new RegExp(`\\s${attr}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag);
    if (v) out.push(v[1]);
  }
  return out;
}

/** "assets/about-BBkl9kxZ.js" → "about" */
const chunkName = (file) =>
  path
    .basename(file)
    .replace(/-[A-Za-z0-9_-]{8}\.(js|css)$/, '')
    .replace(/\.(js|css)$/, '');

/**
 * Dynamic imports of a Vite/rolldown chunk with the dependencies Vite preloads for them:
 * `import("./about-x.js"),__vite__mapDeps([3,1,4])` plus the `__vite__mapDeps` file table.
 */
function dynamicImports(code) {
  const table = /m\.f\|\|\(m\.f=\[([^\]]*)\]/.exec(code);
  const files = table ? [...table[1].matchAll(/["'`]([^"'`]+)["'`]/g)].map((m) => m[1]) : [];
  const out = [];
  const re = /import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)(?:\s*,\s*__vite__mapDeps\(\[([\d,\s]*)\]\))?/g;
  for (const m of code.matchAll(re)) {
    const deps = m[2]
      ? m[2]
          .split(',')
          .filter((s) => s.trim() !== '')
          .map((i) => files[Number(i)])
          .filter(Boolean)
      : [];
    out.push({ target: `assets/${m[1]}`, deps });
  }
  return out;
}

/** Static `import … from "./x.js"` / `import "./x.js"` of a chunk. */
function staticImports(code) {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`]\.\/([^"'`]+\.js)["'`]/g)].map((m) => `assets/${m[1]}`);
}

export function measureSizes(dist) {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) return { skipped: `${indexFile} is missing (web build failed?)` };
  const html = readFileSync(indexFile, 'utf8');
  const norm = (href) => href.replace(/^\//, '');
  const entries = tagsAttr(html, /<script\b[^>]*>/gi, /type\s*=\s*["']module["']/i, 'src').map(norm);
  const preloads = tagsAttr(html, /<link\b[^>]*>/gi, /rel\s*=\s*["']modulepreload["']/i, 'href').map(norm);
  const styles = tagsAttr(html, /<link\b[^>]*>/gi, /rel\s*=\s*["']stylesheet["']/i, 'href').map(norm);

  const cache = new Map();
  const info = (file) => {
    if (!cache.has(file)) {
      const full = path.join(dist, file);
      if (!existsSync(full)) {
        cache.set(file, { file, missing: true, raw: 0, gzip: 0 });
      } else {
        const buf = readFileSync(full);
        cache.set(file, { file, raw: buf.length, gzip: gzipSize(buf) });
      }
    }
    return cache.get(file);
  };
  const sum = (files) => files.reduce((n, f) => n + info(f).gzip, 0);
  const sumRaw = (files) => files.reduce((n, f) => n + info(f).raw, 0);

  const initialJs = [...new Set([...entries, ...preloads])];
  const initialCss = [...new Set(styles)];
  const initialSet = new Set([...initialJs, ...initialCss]);

  // Per-route chunks: the manifest when Vite writes one, else the import graph of the built files.
  const routes = [];
  // A chunk's source as the manifest names it (lazy chunks are named by their hash alone, decision 0154).
  const sourceOf = new Map();
  const manifestFile = path.join(dist, '.vite/manifest.json');
  let attribution;
  if (existsSync(manifestFile)) {
    attribution = 'Vite manifest (dist/.vite/manifest.json)';
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const byKey = (k) => manifest[k];
    for (const [key, e] of Object.entries(manifest)) if (!sourceOf.has(e.file)) sourceOf.set(e.file, e.src ?? key);
    const closure = (key, seen = new Set()) => {
      const e = byKey(key);
      if (!e || seen.has(e.file)) return seen;
      seen.add(e.file);
      for (const c of e.css ?? []) seen.add(c);
      for (const k of e.imports ?? []) closure(k, seen);
      return seen;
    };
    for (const [key, e] of Object.entries(manifest)) {
      if (!e.isDynamicEntry) continue;
      const files = [...closure(key)].filter((f) => !initialSet.has(f));
      routes.push(routeRow(e.src ?? key, e.file, files));
    }
  } else {
    attribution = 'import graph of dist/assets/*.js (no Vite manifest: list by chunk name)';
    const assets = readdirSync(path.join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `assets/${f}`);
    const codeOf = new Map(assets.map((f) => [f, readFileSync(path.join(dist, f), 'utf8')]));
    const staticClosure = (file, seen = new Set()) => {
      if (seen.has(file) || !codeOf.has(file)) return seen;
      seen.add(file);
      for (const d of staticImports(codeOf.get(file))) staticClosure(d, seen);
      return seen;
    };
    const targets = new Map();
    for (const [, code] of codeOf) {
      for (const { target, deps } of dynamicImports(code)) {
        const files = new Set([...staticClosure(target), ...deps]);
        const prev = targets.get(target);
        targets.set(target, prev ? new Set([...prev, ...files]) : files);
      }
    }
    for (const [target, files] of targets) {
      routes.push(
        routeRow(
          chunkName(target),
          target,
          [...files].filter((f) => !initialSet.has(f)),
        ),
      );
    }
  }
  function routeRow(name, file, files) {
    const js = files.filter((f) => f.endsWith('.js'));
    const css = files.filter((f) => f.endsWith('.css'));
    return { route: name, chunk: file, addedJsGzip: sum(js), addedCssGzip: sum(css), files };
  }
  routes.sort((a, b) => b.addedJsGzip + b.addedCssGzip - (a.addedJsGzip + a.addedCssGzip));
  // Without a manifest a route is named by its chunk ("hotel-pages"), with one by its source path.
  const productRows = (list) =>
    list.map(({ product, src }) => {
      const row = routes.find((r) => r.route === src || r.route === chunkName(src));
      return row ? { product, route: src, jsGzip: row.addedJsGzip, cssGzip: row.addedCssGzip } : { product, route: src, missing: true };
    });
  const results = productRows(RESULTS_ROUTES);
  const details = productRows(DETAILS_ROUTES);

  const allJs = readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ ...info(`assets/${f}`), name: sourceOf.get(`assets/${f}`) ?? chunkName(f), initial: initialSet.has(`assets/${f}`) }))
    .sort((a, b) => b.gzip - a.gzip);

  return {
    attribution,
    initial: {
      js: initialJs.map(info),
      css: initialCss.map(info),
      jsGzip: sum(initialJs),
      cssGzip: sum(initialCss),
      jsRaw: sumRaw(initialJs),
      cssRaw: sumRaw(initialCss),
    },
    routes,
    results,
    details,
    chunks: allJs,
  };
}
