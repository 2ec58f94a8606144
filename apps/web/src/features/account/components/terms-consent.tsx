import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAccountTranslation } from '../hooks/use-account-translation.ts';

/** The sentence's link, marked in every language's text so translators keep it where their word order puts it. */
const LINKED = /^(.*)<terms>(.*)<\/terms>(.*)$/s;

/**
 * "By creating an account, you agree to our Terms of use." under what creates an account: the
 * sign-up form's button and the sign-in-with-provider buttons, whose first sign-in makes one. The
 * account records the users' terms in force then, whichever way it was made (decision 0127).
 */
export function TermsConsent() {
  const { t } = useAccountTranslation();
  const text = t('terms.agree');
  const [, before = '', linked = text, after = ''] = LINKED.exec(text) ?? [];
  return (
    <p className="tf-account__terms">
      {before}
      <Link to={paths.userTerms()}>{linked}</Link>
      {after}
    </p>
  );
}
