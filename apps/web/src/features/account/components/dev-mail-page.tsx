import { useState } from 'react';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { useDevOutbox, type OutboxEmail } from '../api/get-dev-outbox.ts';
import { useAccountTranslation, type AccountT } from '../hooks/use-account-translation.ts';
import { AccountCard } from './account-card.tsx';
import { accountErrorMessage } from './server-error.ts';

const LINK_RE = /https?:\/\/[^\s<>"]+/g;

function statusText(t: AccountT, delivery: OutboxEmail['delivery']): string {
  switch (delivery.status) {
    case 'sent':
      return t('devMail.statusSent');
    case 'queued':
      return t('devMail.statusQueued');
    case 'retrying':
      return t('devMail.statusRetrying', { attempts: delivery.attempts });
    default:
      return t('devMail.statusFailed', { error: delivery.lastError ?? '' });
  }
}

/** /dev/mail (never in production): the outbox, so sign up and reset can be finished without a mail server. */
export function DevMailPage() {
  const { t, i18n } = useAccountTranslation();
  const outbox = useDevOutbox();
  const [preview, setPreview] = useState<string | null>(null);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });

  return (
    <AccountCard title={t('devMail.title')} intro={t('devMail.intro')} wide>
      {outbox.data?.smtp && <p className="tf-account__sandbox">{t('devMail.smtpOn')}</p>}
      <p>
        <button type="button" className="tf-button tf-button--outline" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
          {t('devMail.refresh')}
        </button>
      </p>
      {outbox.isPending && <LoadingStatus>{t('devMail.loading')}</LoadingStatus>}
      {outbox.isError && (
        <p className="tf-account__alert" role="alert">
          {accountErrorMessage(outbox.error, t)}
        </p>
      )}
      {outbox.data?.data.length === 0 && <p>{t('devMail.empty')}</p>}
      {outbox.data && outbox.data.data.length > 0 && (
        <ul className="tf-devmail__list">
          {outbox.data.data.map((mail) => (
            <li key={mail.id} className="tf-devmail__item">
              <h2>{mail.subject}</h2>
              <dl className="tf-devmail__meta">
                <dt>{t('devMail.to')}</dt>
                <dd>{mail.toAddress}</dd>
                <dt>{t('devMail.sentAt')}</dt>
                <dd>{time.format(new Date(mail.createdAt))}</dd>
                <dt>{t('devMail.status')}</dt>
                <dd>{statusText(t, mail.delivery)}</dd>
                <dt>{t('devMail.links')}</dt>
                <dd className="tf-devmail__links">
                  {[...new Set(mail.text.match(LINK_RE) ?? [])].map((link) => (
                    <a key={link} href={link}>
                      {link}
                    </a>
                  ))}
                </dd>
              </dl>
              <button
                type="button"
                className="tf-button tf-button--ghost"
                aria-expanded={preview === mail.id}
                onClick={() => setPreview(preview === mail.id ? null : mail.id)}
              >
                {t('devMail.preview')}
              </button>
              {preview === mail.id && <iframe className="tf-devmail__frame" title={mail.subject} sandbox="" srcDoc={mail.html} />}
            </li>
          ))}
        </ul>
      )}
    </AccountCard>
  );
}
