import type { SsoTestReport } from '../api/get-sso-test-report.ts';
import { useLoginTranslation, type LoginKey } from '../hooks/use-login-translation.ts';

/** A claim's value as text: strings as they are, everything else as JSON. */
const shown = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

const NAMED: Array<{ label: LoginKey; claim: string }> = [
  { label: 'table.email', claim: 'email' },
  { label: 'table.emailVerified', claim: 'email_verified' },
  { label: 'table.firstName', claim: 'given_name' },
  { label: 'table.lastName', claim: 'family_name' },
  { label: 'table.name', claim: 'name' },
];

/**
 * What a test sign-in received, as a person reads it: issuer and subject, the claims an account is
 * made from (and the role claim, when the page knows its name), then every claim as sent.
 */
export function ClaimsTable({ report, roleClaim }: { report: SsoTestReport; roleClaim?: string | null }) {
  const { t } = useLoginTranslation();
  const value = (claim: string) => {
    const v = report.claims[claim];
    if (v === undefined) return <em>{t('table.missing')}</em>;
    if (typeof v === 'boolean') return t(v ? 'table.yes' : 'table.no');
    return <span dir="auto">{shown(v)}</span>;
  };
  const others = Object.entries(report.claims);
  return (
    <div className="tf-login-claims">
      <table className="tf-login-claims__table">
        <caption>{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.claim')}</th>
            <th scope="col">{t('table.value')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('table.issuer')}</th>
            <td dir="ltr">{report.issuer}</td>
          </tr>
          <tr>
            <th scope="row">{t('table.subject')}</th>
            <td dir="ltr">{report.subject}</td>
          </tr>
          {NAMED.map((row) => (
            <tr key={row.claim}>
              <th scope="row">{t(row.label)}</th>
              <td>{value(row.claim)}</td>
            </tr>
          ))}
          {roleClaim ? (
            <tr>
              <th scope="row">{t('table.role', { claim: roleClaim })}</th>
              <td>{value(roleClaim)}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <details className="tf-login-claims__all">
        <summary>{t('table.others')}</summary>
        <dl dir="ltr">
          {others.map(([claim, v]) => (
            <div key={claim}>
              <dt>{claim}</dt>
              <dd>{shown(v)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
