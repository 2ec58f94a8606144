import type { ServiceKey } from '@tripfront/domain/booking/products';
import i18next from 'i18next';
import { lazy, Suspense } from 'react';

// The search forms (react-hook-form, zod, the search texts) load in their own chunk, shared with
// /booknow/{service}: never in the start-up bundle. A server-rendered home page shows the form the
// server rendered until this chunk has loaded and hydrated it.
const LazyHeroSearch = lazy(() =>
  import('../../search/index.ts').then(async (module) => {
    await i18next.loadNamespaces(module.SEARCH_NS);
    return { default: module.HeroSearch };
  }),
);

/** The home hero's search: the first active service's form, tabs for the others (decision 0061). */
export function HeroSearchSlot({ services }: { services: readonly ServiceKey[] }) {
  return (
    <Suspense fallback={<div className="tf-hero-search tf-hero-search--loading" aria-hidden="true" data-services={services.length} />}>
      <LazyHeroSearch services={services} />
    </Suspense>
  );
}
