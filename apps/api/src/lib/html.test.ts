import { describe, expect, it } from 'vitest';
import { chunkPreloads, translationPreloads, type ViteManifest } from './html.ts';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_zod.js': { file: 'assets/zod-3.js', imports: ['_react.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home-4.js', imports: ['_react.js', 'index.html'], css: ['assets/home-4.css'] },
  'src/features/deals/components/product-deals.tsx': { file: 'assets/deals-5.js', imports: ['src/app/routes/home.tsx', '_zod.js'] },
};

describe('page preloads', () => {
  it('preload the lazily loaded chunks of a page and what they import, minus what the entry already loads', () => {
    const links = chunkPreloads(manifest, ['src/app/routes/home.tsx'], ['src/features/deals/components/product-deals.tsx']);
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/home-4.js" data-page-preload />');
    // What shows after the first render comes at low priority, behind the start-up bundle.
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/deals-5.js" fetchpriority="low" data-page-preload />');
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/zod-3.js" fetchpriority="low" data-page-preload />');
    // The route module is in the first set only, even though the deals import it.
    expect(links.match(/home-4\.js/g)).toHaveLength(1);
    expect(links).toContain('<link rel="preload" as="style" crossorigin href="/assets/home-4.css" data-page-preload />');
    expect(links).not.toContain('react-2.js');
    expect(links).not.toContain('index-1.js');
    expect(chunkPreloads(manifest, ['src/unknown.tsx'])).toBe('');
    expect(chunkPreloads(null, ['src/app/routes/home.tsx'])).toBe('');
  });

  it('preload the translations in the page language and its English fallback', () => {
    expect(translationPreloads('en', ['translation'])).toBe('<link rel="preload" href="/locales/en/translation.json" as="fetch" crossorigin />');
    const sv = translationPreloads('sv', ['translation', 'deals']);
    expect(sv.match(/<link /g)).toHaveLength(4);
    expect(sv).toContain('/locales/sv/deals.json');
    expect(sv).toContain('/locales/en/translation.json');
  });
});
