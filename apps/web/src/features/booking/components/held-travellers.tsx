import { Suspense, useCallback, useRef, type LazyExoticComponent } from 'react';
import type { CheckoutTravellers, HeldTravellers } from '../product.ts';

/**
 * The checkout's travellers of a product whose party the hold tells (a proposal item's checkout):
 * the product's fields show in the form once the offer is held, and stay mounted while later holds
 * answer, so nothing typed is lost. Until they are shown there is nothing to book with (null). No
 * fields (null): no travellers.
 */
export function useHeldTravellers(Fields: HeldTravellers | LazyExoticComponent<HeldTravellers> | null): CheckoutTravellers | undefined {
  const collectRef = useRef<CheckoutTravellers['collect'] | null>(null);
  const onCollect = useCallback((collect: CheckoutTravellers['collect']) => {
    collectRef.current = collect;
  }, []);
  if (Fields === null) return undefined;
  return {
    // A product's fields may load lazily (they come with its chunk): the rest of the form shows meanwhile.
    fields: (held) => (
      <Suspense fallback={<div aria-busy="true" />}>
        <Fields held={held} onCollect={onCollect} />
      </Suspense>
    ),
    collect: () => (collectRef.current ? collectRef.current() : Promise.resolve(null)),
  };
}
