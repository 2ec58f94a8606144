import type { AccountStatus } from '@tripfront/domain/people';
import { usePeopleTranslation } from '../hooks/use-people-translation.ts';

/** An account's state in words (not colour alone). */
export function StatusBadge({ status }: { status: AccountStatus }) {
  const { t } = usePeopleTranslation();
  return <span className={`tf-people__badge tf-people__badge--${status}`}>{t(`common.statuses.${status}`)}</span>;
}

export const fullName = (person: { firstName: string; lastName: string; email: string }): string =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;
