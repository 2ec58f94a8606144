import { savedTravellerLabel, type SavedTraveller } from '@tripfront/domain/saved-travellers';
import { useState } from 'react';
import { useDeleteTraveller, useSavedTravellers } from '../api/saved-travellers.ts';
import { useProfileTranslation } from '../hooks/use-profile-translation.ts';
import { TravellerForm } from './traveller-form.tsx';

/** What the section shows: the list, or the form adding one (null) or changing one. */
type Editing = { traveller: SavedTraveller | null } | null;

/**
 * Saved travellers on the profile (decision 0102): the people this account books for, to pick at
 * checkout. The list shows a passport only by its last three characters.
 */
export function SavedTravellersSection() {
  const { t } = useProfileTranslation();
  const travellers = useSavedTravellers();
  const remove = useDeleteTraveller();
  const [editing, setEditing] = useState<Editing>(null);

  if (editing) return <TravellerForm traveller={editing.traveller} onDone={() => setEditing(null)} />;
  if (travellers.isPending) return <p role="status">{t('travellers.loading')}</p>;
  if (travellers.isError) return <p role="alert">{t('travellers.loadError')}</p>;
  return (
    <>
      <p className="tf-form__hint">{t('travellers.intro')}</p>
      {travellers.data.length === 0 ? (
        <p>{t('travellers.empty')}</p>
      ) : (
        <ul className="tf-travellers__list">
          {travellers.data.map((p) => (
            <li key={p.id}>
              <span>
                <strong>{savedTravellerLabel(p)}</strong>
                {p.passport && <span className="tf-form__hint"> · {t('travellers.passportEnding', { last: p.passport.number.slice(-3) })}</span>}
              </span>
              <span className="tf-travellers__actions">
                <button
                  type="button"
                  className="tf-button tf-button--outline"
                  onClick={() => setEditing({ traveller: p })}
                  aria-label={t('travellers.editNamed', { name: savedTravellerLabel(p) })}
                >
                  {t('travellers.edit')}
                </button>
                <button
                  type="button"
                  className="tf-button tf-button--outline"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(p.id)}
                  aria-label={t('travellers.deleteNamed', { name: savedTravellerLabel(p) })}
                >
                  {t('travellers.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && (
        <p className="tf-form__alert" role="alert">
          {t('error')}
        </p>
      )}
      <button type="button" className="tf-button tf-button--primary" onClick={() => setEditing({ traveller: null })}>
        {t('travellers.add')}
      </button>
    </>
  );
}
