import { canReadNavItem, isAgent } from '@tripfront/domain/navigation/roles';
import type { BookingClient } from '@tripfront/domain/wallet';
import { useDeferredValue, useId, useState } from 'react';
import { useCurrentUser } from '../../auth/index.ts';
import { useWalletTranslation } from '../../wallet/index.ts';
import { useClientSearch } from '../api/search-clients.ts';

interface ClientPickerProps {
  client: BookingClient | null;
  onChange: (client: BookingClient | null) => void;
}

/**
 * "Book for a client" at checkout (issue #16): an agent who may read Clients picks one of the
 * agency's travellers; the booking is theirs (My Trips, confirmation) and records the agent.
 */
export function ClientPicker({ client, onChange }: ClientPickerProps) {
  const { t, ready } = useWalletTranslation();
  const user = useCurrentUser();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const allowed = user !== null && isAgent(user) && canReadNavItem(user, 'clients');
  const search = useClientSearch(deferred, allowed && open && client === null && deferred.length > 0);
  if (!ready || !allowed) return null;
  const name = (c: BookingClient) => `${c.firstName} ${c.lastName}`.trim() || c.email;

  return (
    <fieldset className="tf-card tf-booking-client">
      <legend>{t('client.title')}</legend>
      {client ? (
        <>
          <p role="status">{t('client.selected', { name: name(client), email: client.email })}</p>
          <p className="tf-booking-field__hint">{t('client.hint')}</p>
          <button
            type="button"
            className="tf-button tf-button--outline"
            onClick={() => {
              onChange(null);
              setOpen(false);
              setQuery('');
            }}
          >
            {t('client.bookForMe')}
          </button>
        </>
      ) : (
        <>
          <label className="tf-booking-check">
            <input type="checkbox" checked={open} onChange={(e) => setOpen(e.target.checked)} />
            {t('client.bookForClient')}
          </label>
          {open && (
            <div className="tf-booking-field">
              <label htmlFor={`${id}-search`}>{t('client.search')}</label>
              <input id={`${id}-search`} type="search" autoComplete="off" value={query} onChange={(e) => setQuery(e.target.value)} />
              {deferred.length > 0 && <ClientMatches search={search} name={name} onChoose={onChange} />}
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}

interface ClientMatchesProps {
  search: ReturnType<typeof useClientSearch>;
  name: (client: BookingClient) => string;
  onChoose: (client: BookingClient) => void;
}

/** The search's state: searching, the matching clients to choose from, or none. */
function ClientMatches({ search, name, onChoose }: ClientMatchesProps) {
  const { t } = useWalletTranslation();
  if (search.isPending) return <p role="status">{t('client.searching')}</p>;
  if (!search.data || search.data.length === 0) return <p role="status">{t('client.noMatch')}</p>;
  return (
    <ul className="tf-booking-clients" aria-label={t('client.search')}>
      {search.data.map((c) => (
        <li key={c.id}>
          <button type="button" className="tf-button tf-button--outline" onClick={() => onChoose(c)}>
            {t('client.choose', { name: name(c) })} <span className="tf-booking-field__hint">{c.email}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
