import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageTitle, type ExchangeRates, type LanguageCode, type NavigationEntry, type PublicAgency, type UserProfile } from '@tripfront/domain';
import type { GeoLocation } from '@tripfront/domain/geolocation';
import { themeVariables } from '@tripfront/domain/theme';
import { languageDirection } from '@tripfront/domain/email-language';
import { ANALYTICS_CONSENT_KEY } from '@tripfront/domain/navigation/shell';
import { DEAL_LINK_CODE, DEAL_LINK_PARAM } from '@tripfront/domain/navigation/deal-link';

export interface Bootstrap {
  agency: PublicAgency;
  /** The server-rendered page's state (lib/server-render.ts), when the page was rendered. */
  ssr?: unknown;
  user: UserProfile | null;
  environment: string;
  apiBases: { hotel: string; flight: string; resort: string };
  /**
   * What the header asks for on every page (GET /api/agency/navigations and
   * /api/multi-currency/exchange), inlined so the first render has it: no requests and no second
   * render of the whole page as they answer.
   */
  navigations?: NavigationEntry[];
  exchangeRates?: ExchangeRates;
  /**
   * The session's geoLocation (spec §3), on pages rendered for one signed-in person only: the
   * visitor pages are shared bytes (decision 0147), whose browsers ask GET /api/user/geolocation.
   */
  geoLocation?: GeoLocation;
}

const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Tripfront</title>
    <!--tf-head-->
  </head>
  <body>
    <div id="root"></div>
    <!--tf-bootstrap-->
  </body>
</html>
`;

/** The built SPA's index.html (or a minimal page when the web app has not been built). */
export function loadTemplate(webDist: string): string {
  const file = path.join(webDist, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : FALLBACK_TEMPLATE;
}

/** The parts of Vite's build manifest (dist/.vite/manifest.json) used here. */
export type ViteManifest = Record<string, { file: string; name?: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

export function loadManifest(webDist: string): ViteManifest | null {
  const file = path.join(webDist, '.vite', 'manifest.json');
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : null;
  } catch {
    return null;
  }
}

/**
 * Preloads for the chunks a page loads lazily, found in the build manifest by source path: fetched
 * beside the start-up bundle instead of one after the other once it has run. `first` holds what
 * the first render needs (the route module); `after` what shows once the page is up (the home
 * page's deals), fetched at low priority so that it does not take bandwidth from the start-up
 * bundle, which must arrive and run before any of it is used. Chunks the entry already loads are
 * left out; a source the manifest does not know adds nothing.
 */
/**
 * Manifest keys of page sources: a web source ('src/app/routes/home.tsx'), or 'chunk:NAME' for a
 * chunk the build names itself, shared by lazily loaded routes (the search forms: 'chunk:search').
 */
export function manifestKeys(manifest: ViteManifest, sources: readonly string[]): string[] {
  return sources.flatMap((source) => {
    if (!source.startsWith('chunk:')) return [source];
    const name = source.slice('chunk:'.length);
    return Object.keys(manifest).filter((k) => manifest[k]?.name === name && manifest[k]?.file.endsWith('.js'));
  });
}

/** The manifest entries `keys` name and everything they import, statically, in the build. */
function manifestClosure(manifest: ViteManifest, keys: readonly string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    manifestClosure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

export function chunkPreloads(manifest: ViteManifest | null, first: readonly string[], after: readonly string[] = []): string {
  if (!manifest) return '';
  const closure = (keys: readonly string[]) => manifestClosure(manifest, keys);
  const initial = closure(Object.keys(manifest).filter((k) => manifest[k]?.isEntry));
  const firstSet = new Set([...closure(manifestKeys(manifest, first))].filter((k) => !initial.has(k)));
  const afterSet = [...closure(manifestKeys(manifest, after))].filter((k) => !initial.has(k) && !firstSet.has(k));
  // data-page-preload tells these apart from the start-up bundle's own preloads (the size budget).
  const links = (keys: Iterable<string>, priority: string) => {
    const list = [...keys];
    return [
      ...list.map((k) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[k]!.file)}"${priority} data-page-preload />`),
      ...list
        .flatMap((k) => manifest[k]!.css ?? [])
        .map((f) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(f)}"${priority} data-page-preload />`),
    ];
  };
  return [...links(firstSet, ''), ...links(afterSet, ' fetchpriority="low"')].join('\n    ');
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that is safe inside a <script type="application/json"> element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The header's logo, fetched beside the bundle instead of after it: on pages with little text it is
 * the largest thing painted. The media queries match the <picture> of agency-logo.tsx (logoMobile
 * up to 767px), so each screen fetches only the logo it shows.
 */
function logoPreloads(agency: PublicAgency): string[] {
  if (!agency.logo) return [];
  const logo = escapeHtml(agency.logo);
  if (!agency.logoMobile) return [`<link rel="preload" as="image" href="${logo}" />`];
  return [
    `<link rel="preload" as="image" href="${escapeHtml(agency.logoMobile)}" media="(max-width: 767px)" />`,
    `<link rel="preload" as="image" href="${logo}" media="(min-width: 768px)" />`,
  ];
}

/** Per-tenant <head> tags. Depends only on the agency, so it is computed once per cached agency. */
/** The agency's branding as the root element's style: the same variables the browser's applyTheme sets. */
function themeStyle(primaryColor: string): string {
  return Object.entries(themeVariables(primaryColor))
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
}

/**
 * A page's own head (decision 0127: posts, destination pages, their lists): its title, description
 * and canonical link in place of the agency's, and its further tags (Open Graph, JSON-LD, feed link).
 */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  tags: string[];
}

export function headTags(agency: PublicAgency, canonicalUrl: string, page: PageHead | null = null): string {
  const description = (page ? page.description : agency.metaData.description).trim();
  const tags = [
    description ? `<meta name="description" content="${escapeHtml(description)}" />` : '',
    agency.metaData.keywords.length > 0 ? `<meta name="keywords" content="${escapeHtml(agency.metaData.keywords.join(', '))}" />` : '',
    `<meta name="theme-color" content="${escapeHtml(agency.primaryColor)}" />`,
    agency.favicon ? `<link rel="icon" href="${escapeHtml(agency.favicon)}" />` : '',
    ...logoPreloads(agency),
    `<link rel="canonical" href="${escapeHtml(page ? page.canonical : canonicalUrl)}" />`,
    `<meta property="og:title" content="${escapeHtml(page ? page.title : pageTitle(agency))}" />`,
    `<meta property="og:site_name" content="${escapeHtml(agency.agencyName)}" />`,
    ...(page?.tags ?? []),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * Preloads for the interface texts the page loads first (i18next: /locales/{lng}/{ns}.json for the
 * language and its English fallback): fetched beside the bundle instead of after it. As fetch()
 * requests them (CORS mode, same-origin credentials), hence `crossorigin`.
 */
export function translationPreloads(lang: string, namespaces: readonly string[]): string {
  const langs = lang === 'en' ? ['en'] : [lang, 'en'];
  return langs
    .flatMap((l) => namespaces.map((ns) => `<link rel="preload" href="/locales/${escapeHtml(l)}/${escapeHtml(ns)}.json" as="fetch" crossorigin />`))
    .join('\n    ');
}

/**
 * The page's one inline script, allowed by its hash (PAGE_SCRIPT_SOURCE); five jobs.
 *
 * Intl warm-up: a browser's first Intl.NumberFormat or Intl.DateTimeFormat builds locale data that
 * the whole renderer process then shares (~35–90 ms on this project's test machines, ~100 ms and
 * more on a phone), whichever format comes first: left to the app, it is a long task in the app's
 * start-up. A worker (/intl-warm.js, decision 0070) does it on its own thread while the page waits
 * for the start-up bundle; the main thread only starts the worker. Where a worker cannot start, the
 * app pays the cost itself, as it would have without the warm-up.
 *
 * Consent answered (decision 0060): a server-rendered page carries the analytics banner, which the
 * server cannot know was answered (the answer is in local storage): marked here, before the first
 * paint, so that CSS hides it until the app runs. The mark is the answer itself: a visitor who
 * declined does not see the ad box either (decision 0149).
 *
 * Deal link kept (decision 0118): the page's own `dealLinkId`, when it is a code (DEAL_LINK_CODE), is
 * kept in session storage at once, as the app does at its first request (lib/deal-link.ts): a server-rendered results page makes no
 * request of its own (decision 0132), and a result followed before the app runs is a new page
 * without the parameter, whose requests must still name the link.
 *
 * Deferred start (server-rendered pages only, decision 0059): such a page is complete without
 * JavaScript, so the app's code is asked for once the page has loaded and painted (its pictures
 * first on a slow link), or after 3 s at the latest. The page lists it in #tf-deferred: the
 * start-up module and the page's lazily loaded modules. The module first, then the preloads four
 * to a task: each modulepreload link costs Chrome ~0.5 ms to insert, and the thirty of a results
 * page in one task were a long task (~70 ms on Lighthouse's phone) while the app was starting.
 *
 * Early taps (decision 0145): until the app marks the page ready, a tap on a control marked
 * `data-tf-early` (a click, or a select's change) is kept in `window.__tfEarly` for the app to
 * replay once it runs (lib/early-input.ts), and asks for the app's code at once. A mark `open:name`
 * or `close:name` also shows its effect at once through `<html data-tf-open="name">` (the results'
 * Filters drawer opens before the app runs; CSS does the rest).
 */
export const PAGE_SCRIPT =
  `try{var c=localStorage.getItem(${JSON.stringify(ANALYTICS_CONSENT_KEY)});if(c)document.documentElement.setAttribute("data-consent-answered",c)}catch(e){}` +
  `try{var k=(new URLSearchParams(location.search).get(${JSON.stringify(DEAL_LINK_PARAM)})||"").trim();if(new RegExp(${JSON.stringify(DEAL_LINK_CODE.source)},"i").test(k))sessionStorage.setItem(${JSON.stringify(DEAL_LINK_PARAM)},k.toUpperCase())}catch(e){}` +
  '(function(){var l=document.documentElement.lang||"en";setTimeout(function(){try{new Worker("/intl-warm.js").postMessage(l)}catch(e){}},0)})();' +
  '(function(){var d=document.getElementById("tf-deferred");if(!d)return;var s=0;function go(){if(s)return;s=1;var j=JSON.parse(d.textContent);' +
  'var e=document.createElement("script");e.type="module";e.crossOrigin="";e.src=j.module;document.head.appendChild(e);var i=0;' +
  '(function more(){for(var k=0;k<4&&i<j.preload.length;k++){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=j.preload[i++];document.head.appendChild(l)}' +
  'if(i<j.preload.length)setTimeout(more,0)})()}' +
  'function later(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
  'if(document.readyState==="complete")later();else addEventListener("load",later);setTimeout(go,3000);' +
  'function early(e){var o=document.documentElement,t=e.target;if(o.hasAttribute("data-app-ready")||!t||!t.closest)return;t=t.closest("[data-tf-early]");' +
  'if(!t||(e.type==="change")!==(t.tagName==="SELECT"))return;if(e.type==="click"){e.preventDefault();e.stopPropagation()}' +
  '(window.__tfEarly=window.__tfEarly||[]).push({el:t,value:t.value});var a=t.getAttribute("data-tf-early").split(":");' +
  'if(a[1]){var m=(o.getAttribute("data-tf-open")||"").split(" ").filter(function(x){return x&&x!==a[1]});if(a[0]==="open")m.push(a[1]);o.setAttribute("data-tf-open",m.join(" "))}go()}' +
  'addEventListener("click",early,true);addEventListener("change",early,true)})()';

/**
 * A server-rendered page's first paint waits until the parser is past the app's markup (decision
 * 0153): Chrome may paint a page the parser is half-way through, and the rest then moved what was
 * painted (the header's tools widened as the currency and sign-in buttons arrived, the dates button
 * as its text did), layout shifts on a page that was complete. Chrome ends the wait at the target's
 * start tag, so the target is what follows the markup: the bootstrap's script, before its JSON.
 * Browsers without rel=expect paint as before.
 */
export const PAINT_WHOLE_MARKUP = '<link rel="expect" href="#tf-bootstrap" blocking="render" />';

/** The CSP source that allows PAGE_SCRIPT and no other inline script. */
export const PAGE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PAGE_SCRIPT).digest('base64')}'`;

/**
 * A server-rendered page's template: the start-up module (and its preloads) leave the head for
 * #tf-deferred, which PAGE_SCRIPT starts once the page has painted.
 */
export function deferredTemplate(template: string): { template: string; module: string | null; preloads: string[] } {
  const module = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)?.[1] ?? null;
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  if (!module) return { template, module: null, preloads: [] };
  const stripped = template
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  return { template: stripped, module, preloads };
}

/** The files of the given lazily loaded sources, beyond the start-up set: modules and stylesheets. */
export function chunkFiles(manifest: ViteManifest | null, sources: readonly string[]): { modules: string[]; css: string[] } {
  if (!manifest) return { modules: [], css: [] };
  const closure = (keys: readonly string[]) => manifestClosure(manifest, keys);
  const initial = closure(Object.keys(manifest).filter((k) => manifest[k]?.isEntry));
  const keys = [...closure(manifestKeys(manifest, sources))].filter((k) => !initial.has(k));
  return { modules: keys.map((k) => `/${manifest[k]!.file}`), css: keys.flatMap((k) => manifest[k]!.css ?? []).map((f) => `/${f}`) };
}

/**
 * index.html for one page: `extraHead` goes with the agency's head tags (before the start-up
 * bundle's stylesheet), `pageStyles` at the end of the head (after it, as the browser would add a
 * lazily loaded chunk's), `appHtml` into #root.
 */
export function renderIndex(
  template: string,
  boot: Bootstrap,
  canonicalUrl: string,
  lang: string,
  extraHead = '',
  appHtml = '',
  pageStyles = '',
  page: PageHead | null = null,
): string {
  const { agency } = boot;
  return template
    .replace(
      /<html lang="[^"]*"/,
      `<html lang="${escapeHtml(lang)}" dir="${languageDirection(lang as LanguageCode)}" style="${escapeHtml(themeStyle(agency.primaryColor))}"`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page ? page.title : pageTitle(agency))}</title>`)
    .replace('<!--tf-head-->', () => [headTags(agency, canonicalUrl, page), extraHead].filter(Boolean).join('\n    '))
    .replace(
      '<!--tf-bootstrap-->',
      () => `<script id="tf-bootstrap" type="application/json">${jsonForScript(boot)}</script>\n    <script>${PAGE_SCRIPT}</script>`,
    )
    .replace('</head>', () => (pageStyles ? `  ${pageStyles}\n  </head>` : '</head>'))
    .replace('<div id="root"></div>', () => `<div id="root">${appHtml}</div>`);
}

export function agencyNotFoundPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Agency not found!</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#212529}main{text-align:center;padding:1rem}h1{font-size:2rem}</style>
</head><body><main><p>404</p><h1>Agency not found!</h1></main></body></html>`;
}
