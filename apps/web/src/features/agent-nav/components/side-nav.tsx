import { isExternalHref } from '@tripfront/domain/navigation/routes';
import { sideNavEntries, type SideNavEntry, type SideNavKey } from '@tripfront/domain/navigation/side-nav';
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { SessionUser } from '../../../lib/bootstrap.ts';
import { hasPartnerProfile } from '../../../lib/partner-sdk.ts';
import { SHELL_KEYS, storage } from '../../../lib/storage.ts';
import { useAgency, useBookingLinks } from '../../agency/index.ts';
import { NavIcon } from './nav-icons.tsx';
import './side-nav.css';

/** Why a greyed entry cannot be opened (spec §6): a short note beside it, the whole sentence as its tooltip. */
const REFUSAL_TEXTS = {
  role: { short: 'sideNav.ownerOrAdminOnlyShort', long: 'sideNav.ownerOrAdminOnly' },
  permission: { short: 'sideNav.permissionOffShort', long: 'sideNav.permissionOff' },
} as const;

/** The note, read out as the entry's description (aria-describedby), kept out of its name. */
function RefusalNote({ id, entry }: { id: string; entry: SideNavEntry }) {
  const { t } = useTranslation();
  return (
    <span id={id} className="tf-sidenav__reason" aria-hidden="true">
      {t(REFUSAL_TEXTS[entry.refusal ?? 'permission'].short)}
    </span>
  );
}

function EntryLink({ entry, label }: { entry: SideNavEntry; label: string }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const content = (
    <>
      <NavIcon name={entry.key} />
      <span className="tf-sidenav__label">{label}</span>
    </>
  );
  if (entry.disabled) {
    // Greyed but still discoverable by keyboard and screen readers (spec §6 "greyed"), with the reason.
    return (
      <span
        className="tf-sidenav__link is-disabled"
        role="link"
        aria-disabled="true"
        aria-describedby={reasonId}
        tabIndex={0}
        title={t(REFUSAL_TEXTS[entry.refusal ?? 'permission'].long)}
      >
        {content}
        <RefusalNote id={reasonId} entry={entry} />
      </span>
    );
  }
  if (entry.newTab || isExternalHref(entry.href)) {
    return (
      <a className="tf-sidenav__link" href={entry.href} target="_blank" rel="noopener noreferrer">
        {content}
        <span className="tf-sr-only">{t('common.newTab')}</span>
      </a>
    );
  }
  return (
    <NavLink className="tf-sidenav__link" to={entry.href} end>
      {content}
    </NavLink>
  );
}

/** Below this width the expanded navigation lies over the page, with a backdrop, instead of beside it. */
const OVERLAY_QUERY = '(max-width: 1023px)';

function subscribeOverlay(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(OVERLAY_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const overlayScreen = () => typeof window.matchMedia === 'function' && window.matchMedia(OVERLAY_QUERY).matches;

/**
 * Agents' vertical navigation (spec §2 order, §6 rules). A button collapses and expands it;
 * hovering a collapsed bar expands it over the page. On wide screens the expanded bar sits beside
 * the page (the choice is remembered); on narrow ones it opens over the page with a backdrop, so the
 * page keeps its width, and Escape or the backdrop closes it, giving focus back to the button.
 */
export function SideNav({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const agency = useAgency();
  const { bookNow } = useBookingLinks(user);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const overlay = useSyncExternalStore(subscribeOverlay, overlayScreen, () => false);
  const [pinned, setPinned] = useState(() => storage.get('local', SHELL_KEYS.sideNavExpanded) === 'true');
  const [opened, setOpened] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [openGroups, setOpenGroups] = useState<ReadonlySet<SideNavKey>>(new Set());
  const entries = useMemo(
    () => sideNavEntries({ user, bookNowHref: bookNow, supportWidgetUrl: agency.settings.supportWidgetUrl, partnerProfile: hasPartnerProfile() }),
    [user, bookNow, agency.settings.supportWidgetUrl],
  );
  const { pathname } = useLocation();
  const expanded = overlay ? opened : pinned;
  const wide = expanded || hovered;

  const close = useCallback(() => {
    setOpened(false);
    setHovered(false);
    toggleRef.current?.focus();
  }, []);
  // Following a link closes the bar that lay over the page.
  useEffect(() => setOpened(false), [pathname]);
  useEffect(() => {
    if (!overlay || !opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlay, opened, close]);

  const toggle = () => {
    if (overlay) {
      setOpened(!opened);
      return;
    }
    const next = !pinned;
    setPinned(next);
    storage.set('local', SHELL_KEYS.sideNavExpanded, String(next));
  };
  const toggleGroup = (key: SideNavKey) =>
    setOpenGroups((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className={`tf-sidenav-slot${expanded && !overlay ? ' is-expanded' : ''}`}>
      {overlay && opened && <div className="tf-sidenav-backdrop" data-testid="sidenav-backdrop" aria-hidden="true" onClick={close} />}
      <nav
        className={`tf-sidenav${wide ? ' is-wide' : ''}${overlay && opened ? ' is-over' : ''}`}
        aria-label={t('sideNav.label')}
        data-expanded={expanded}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        <button
          ref={toggleRef}
          type="button"
          className="tf-sidenav__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={expanded ? t('sideNav.collapse') : t('sideNav.expand')}
          onClick={toggle}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d={expanded ? 'M15 6l-6 6 6 6' : 'M4 6h16M4 12h16M4 18h16'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <ul id={listId} className="tf-sidenav__list">
          {entries.map((entry) => {
            const label = t(`sideNav.${entry.key}`);
            if (entry.children.length === 0) {
              return (
                <li key={entry.key}>
                  <EntryLink entry={entry} label={label} />
                </li>
              );
            }
            const groupOpen = openGroups.has(entry.key) && wide;
            const groupId = `${listId}-${entry.key}`;
            const reasonId = `${groupId}-reason`;
            return (
              <li key={entry.key}>
                <button
                  type="button"
                  className={`tf-sidenav__link tf-sidenav__group${entry.disabled ? ' is-disabled' : ''}`}
                  aria-expanded={groupOpen}
                  aria-controls={groupId}
                  aria-disabled={entry.disabled || undefined}
                  aria-describedby={entry.disabled ? reasonId : undefined}
                  onClick={() => {
                    if (entry.disabled) return;
                    if (!wide) setHovered(true);
                    toggleGroup(entry.key);
                  }}
                >
                  <NavIcon name={entry.key} />
                  <span className="tf-sidenav__label">{label}</span>
                  <svg className="tf-sidenav__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                    <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                  {entry.disabled && <RefusalNote id={reasonId} entry={entry} />}
                </button>
                <ul id={groupId} className="tf-sidenav__sublist" hidden={!groupOpen}>
                  {entry.children.map((child) => (
                    <li key={child.key}>
                      <EntryLink entry={child} label={t(`sideNav.${child.key}`)} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
