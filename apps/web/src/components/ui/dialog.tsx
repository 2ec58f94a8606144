import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import './dialog.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Called on Escape, backdrop click and the close button, when `dismissible`. */
  onClose?: () => void;
  /** False for blocking dialogs: no close button, Escape and backdrop do nothing. */
  dismissible?: boolean;
  /** The role for blocking notices. */
  role?: 'dialog' | 'alertdialog';
  /** A class for the dialog's root, to size one kind of dialog (the sign-in forms fill a phone screen). */
  className?: string;
}

/**
 * Modal dialog: rendered in a portal, the rest of the page made inert, focus moved in and kept in
 * (Tab wraps), Escape closes when dismissible, focus restored to the opener on close.
 */
export function Dialog({ open, title, children, onClose, dismissible = true, role = 'dialog', className }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const portal = panel?.closest<HTMLElement>('.tf-dialog-root');
    if (!panel || !portal) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    // Everything but this dialog becomes inert; remember what was inert already.
    const siblings = Array.from(document.body.children).filter((el): el is HTMLElement => el instanceof HTMLElement && el !== portal);
    const wasInert = siblings.map((el) => el.hasAttribute('inert'));
    siblings.forEach((el) => el.setAttribute('inert', ''));
    // The page behind does not scroll while the dialog is open.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const first = panel.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (dismissible) {
          event.stopPropagation();
          onCloseRef.current?.();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const focusables = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusables.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const firstEl = focusables[0];
      const lastEl = focusables[focusables.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === firstEl || active === panel)) {
        event.preventDefault();
        lastEl?.focus();
      } else if (!event.shiftKey && active === lastEl) {
        event.preventDefault();
        firstEl?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      siblings.forEach((el, index) => {
        if (!wasInert[index]) el.removeAttribute('inert');
      });
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, dismissible]);

  if (!open) return null;
  return createPortal(
    <div className={className ? `tf-dialog-root ${className}` : 'tf-dialog-root'}>
      <div className="tf-dialog__backdrop" onClick={dismissible ? () => onClose?.() : undefined} aria-hidden="true" />
      <div ref={panelRef} className="tf-dialog" role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        {dismissible && (
          <button type="button" className="tf-dialog__close" onClick={() => onClose?.()} aria-label={t('common.close')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
        <h2 id={titleId} className="tf-dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
