import { formatPrice, toMajor } from '@tripfront/domain/money';
import { isOwnerOrAdmin } from '@tripfront/domain/navigation/roles';
import type { Client } from '@tripfront/domain/people';
import { useState, type FormEvent } from 'react';
import { useCurrentUser } from '../../auth/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { useClientAction, useClients, useInviteClient } from '../api/clients.ts';
import { usePeopleTranslation } from '../hooks/use-people-translation.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { peopleErrorMessage } from './people-errors.ts';
import { PeoplePage, QueryState, TableRegion } from './people-page.tsx';
import { StatusBadge, fullName } from './status-badge.tsx';

/** /users/clients (spec §2, issue #16): the agency's travellers with bookings and spend; invite, disable and enable. */
export function ClientsPage() {
  const { t } = usePeopleTranslation();
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const invite = useInviteClient();
  return (
    <PeoplePage
      title={t('clients.title')}
      description={t('clients.description')}
      permission="clients"
      actions={
        <button type="button" className="tf-button tf-button--primary" onClick={() => setInviting(true)}>
          {t('clients.invite')}
        </button>
      }
    >
      <p className="tf-people__status" role="status">
        {notice}
      </p>
      <ClientList onNotice={setNotice} />
      <InviteDialog
        open={inviting}
        title={t('clients.inviteTitle')}
        intro={t('clients.inviteIntro')}
        withRole={false}
        onInvite={({ email, firstName, lastName }) => invite.mutateAsync({ email, firstName, lastName })}
        onClose={() => setInviting(false)}
        onSent={(email) => {
          setInviting(false);
          setNotice(t('invite.sent', { email }));
        }}
      />
    </PeoplePage>
  );
}

function ClientList({ onNotice }: { onNotice: (text: string) => void }) {
  const { t, i18n } = usePeopleTranslation();
  const user = useCurrentUser();
  const { selectedCurrency } = useSelectedCurrency();
  const currency = selectedCurrency.currency;
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<Client | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = useClients({ q, page, currency });
  const action = useClientAction();
  const manage = isOwnerOrAdmin(user);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };
  const run = async (client: Client, kind: 'enable' | 'invitation') => {
    setError(null);
    try {
      await action.mutateAsync({ id: client.id, action: kind });
      onNotice(kind === 'enable' ? t('clients.enabled', { name: fullName(client) }) : t('invite.resent', { email: client.email }));
    } catch (failure) {
      setError(peopleErrorMessage(failure, t));
    }
  };

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const emptyText = q ? t('clients.noMatch', { q }) : t('clients.empty');
  return (
    <>
      <form className="tf-people__search" role="search" onSubmit={search}>
        <label htmlFor="clients-search">{t('clients.search')}</label>
        <div className="tf-people__search-row">
          <input id="clients-search" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
          <button type="submit" className="tf-button tf-button--outline">
            {t('clients.searchButton')}
          </button>
        </div>
      </form>
      {error && (
        <p className="tf-form__alert" role="alert">
          {error}
        </p>
      )}
      {!data ? (
        <QueryState error={query.error} onRetry={() => void query.refetch()} />
      ) : data.data.length === 0 ? (
        <p className="tf-people__empty">{emptyText}</p>
      ) : (
        <>
          <TableRegion label={t('clients.title')}>
            <table className="tf-people__table">
              <thead>
                <tr>
                  <th scope="col">{t('common.name')}</th>
                  <th scope="col">{t('common.email')}</th>
                  <th scope="col">{t('common.status')}</th>
                  <th scope="col" className="tf-people__num">
                    {t('clients.bookings')}
                  </th>
                  <th scope="col" className="tf-people__num">
                    {t('clients.spend')}
                  </th>
                  <th scope="col">{t('common.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((client) => (
                  <tr key={client.id}>
                    <th scope="row">{fullName(client)}</th>
                    <td className="tf-people__email">
                      <bdi>{client.email}</bdi>
                    </td>
                    <td>
                      <StatusBadge status={client.status} />
                    </td>
                    <td className="tf-people__num">{client.bookings}</td>
                    <td className="tf-people__num">
                      {formatPrice(toMajor(client.spend.amountMinor, client.spend.currency), client.spend.currency, { locale: i18n.language })}
                    </td>
                    <td>
                      <div className="tf-people__row-actions">
                        {client.status === 'invited' && (
                          <button
                            type="button"
                            className="tf-button tf-button--ghost"
                            disabled={action.isPending}
                            onClick={() => void run(client, 'invitation')}
                          >
                            {t('invite.resend')}
                          </button>
                        )}
                        {manage &&
                          (client.status === 'disabled' ? (
                            <button
                              type="button"
                              className="tf-button tf-button--ghost"
                              aria-label={`${t('clients.enable')} ${fullName(client)}`}
                              disabled={action.isPending}
                              onClick={() => void run(client, 'enable')}
                            >
                              {t('clients.enable')}
                            </button>
                          ) : (
                            <button
                              type="button"
                              className="tf-button tf-button--ghost tf-people__danger"
                              aria-label={`${t('clients.disable')} ${fullName(client)}`}
                              onClick={() => setConfirming(client)}
                            >
                              {t('clients.disable')}
                            </button>
                          ))}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          <nav className="tf-people__pager" aria-label={t('clients.page', { page, pages })}>
            <button type="button" className="tf-button tf-button--outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('clients.previous')}
            </button>
            <span aria-live="polite">
              {t('clients.page', { page, pages })} · {t('clients.count', { count: data.total })}
            </span>
            <button type="button" className="tf-button tf-button--outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              {t('clients.next')}
            </button>
          </nav>
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('clients.disableTitle', { name: confirming ? fullName(confirming) : '' })}
        body={t('clients.disableBody')}
        confirm={t('clients.disable')}
        onConfirm={async () => {
          if (!confirming) return;
          await action.mutateAsync({ id: confirming.id, action: 'disable' });
          onNotice(t('clients.disabled', { name: fullName(confirming) }));
        }}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
