import { SAVE_PRICE_MODAL_DELAY_MS, SAVE_PRICE_MODAL_DISMISSED, SAVE_PRICE_MODAL_KEY, savePriceModalEligible } from '@tripfront/domain/navigation/shell';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { storage } from '../../../lib/storage.ts';
import { useAgency } from '../../agency/index.ts';
import { useConsentPending } from '../../analytics/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { SignInPrompt } from './sign-in-prompt.tsx';

/** Half the viewport: the block triggers when it reaches the middle line of the screen (spec §9). */
const MID_SCREEN = '-50% 0px -50% 0px';

/**
 * Save-price sign-in modal (spec §4): for visitors on the home page, opens after 5 s or when the
 * element `#{triggerId}` reaches mid-screen; closing stores a 'false' session flag so it stays
 * closed for the session. Never shown when the agency sets `hideSavePriceModal`. While the analytics
 * banner asks, it waits: its 5 s start once the visitor answers (decision 0098).
 */
export function SavePriceModal({ triggerId = 'exclusive-deals' }: { triggerId?: string }) {
  const agency = useAgency();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const consentPending = useConsentPending(agency);
  const eligible = savePriceModalEligible({
    pathname,
    signedIn: user !== null,
    hideSavePriceModal: agency.settings.hideSavePriceModal,
    sessionFlag: storage.get('session', SAVE_PRICE_MODAL_KEY),
    consentPending,
  });

  useEffect(() => {
    if (!eligible) return;
    const timer = window.setTimeout(() => setOpen(true), SAVE_PRICE_MODAL_DELAY_MS);
    const target = document.getElementById(triggerId);
    let observer: IntersectionObserver | undefined;
    if (target && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setOpen(true);
        },
        { rootMargin: MID_SCREEN },
      );
      observer.observe(target);
    }
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [eligible, triggerId]);

  const close = () => {
    storage.set('session', SAVE_PRICE_MODAL_KEY, SAVE_PRICE_MODAL_DISMISSED);
    setOpen(false);
  };

  return <SignInPrompt open={open && eligible} onClose={close} />;
}
