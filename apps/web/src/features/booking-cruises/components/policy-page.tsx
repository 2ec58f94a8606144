import {
  CRUISE_POLICIES,
  CRUISE_POLICY_SLUGS,
  DEFAULT_CRUISE_POLICY,
  cruisePolicyPath,
  type CruisePolicy,
  type CruisePolicySlug,
} from '@tripfront/domain/booking/cruise-policies';
import { isPresent } from '@tripfront/domain/present';
import { Link } from 'react-router';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { useAgency } from '../../agency/index.ts';
import { useCruiseTranslation } from '../hooks/use-cruise-translation.ts';

/** A policy's tiers as a table: from how many days before sailing, what share is refunded. */
function PolicyTable({ policy }: { policy: CruisePolicy }) {
  const { t } = useCruiseTranslation();
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{t('policy.when')}</th>
          <th scope="col">{t('policy.refund')}</th>
        </tr>
      </thead>
      <tbody>
        {policy.tiers.map((tier, i) => {
          const previous = policy.tiers[i - 1];
          const when = tier.minDays > 0 ? t('policy.fromDays', { days: tier.minDays }) : t('policy.lastDays', { days: previous?.minDays ?? 1 });
          return (
            <tr key={tier.minDays}>
              <td>{when}</td>
              <td>{tier.refundShare > 0 ? t('policy.share', { share: Math.round(tier.refundShare * 100) }) : t('policy.none')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * /cancellation-policy and its line pages (spec §2): the refund by days before sailing under each
 * line's policy (the domain's, which the supplier cancels under), the other lines' default, and
 * links between them; the agency's own text from its website settings, when it wrote one, comes
 * first (decision 0053).
 */
export function CruisePolicyPage({ slug }: { slug: CruisePolicySlug | null }) {
  const { t } = useCruiseTranslation();
  const agency = useAgency();
  const shown: [CruisePolicySlug | null, CruisePolicy][] = slug
    ? [[slug, CRUISE_POLICIES[slug]]]
    : [...CRUISE_POLICY_SLUGS.map((s) => [s, CRUISE_POLICIES[s]] as [CruisePolicySlug, CruisePolicy]), [null, DEFAULT_CRUISE_POLICY]];
  return (
    <div className="tf-container tf-page tf-cruise-policy">
      <h1>{slug ? t('policy.lineTitle', { line: CRUISE_POLICIES[slug].lineName }) : t('policy.title')}</h1>
      <p>{t('policy.intro', { agency: agency.agencyName })}</p>
      {/* The agency's own words (website settings), sanitised when saved, above the lines' tables. */}
      {isPresent(agency.cruiseCancellationPolicy) && <SafeHtml html={agency.cruiseCancellationPolicy} />}
      {shown.map(([s, policy]) => (
        <section key={s ?? 'default'} aria-labelledby={`policy-${s ?? 'default'}`}>
          {(!slug || s === null) && (
            <h2 id={`policy-${s ?? 'default'}`}>{policy.lineName ? t('policy.lineTitle', { line: policy.lineName }) : t('policy.defaultTitle')}</h2>
          )}
          {slug && s !== null && (
            <h2 id={`policy-${s}`} className="tf-sr-only">
              {t('policy.refund')}
            </h2>
          )}
          <PolicyTable policy={policy} />
        </section>
      ))}
      <p className="tf-cruise-muted">{t('policy.note')}</p>
      <nav aria-label={t('policy.lines')}>
        <h2>{t('policy.lines')}</h2>
        <ul className="tf-cruise-policy__lines">
          <li>
            <Link to={cruisePolicyPath(null)} aria-current={slug === null ? 'page' : undefined}>
              {t('policy.title')}
            </Link>
          </li>
          {CRUISE_POLICY_SLUGS.map((s) => (
            <li key={s}>
              <Link to={cruisePolicyPath(s)} aria-current={slug === s ? 'page' : undefined}>
                {CRUISE_POLICIES[s].lineName}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
