import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useAgency } from '../../agency/index.ts';
import { AuthLink, useLoginHref, useRememberCheckout } from '../../auth/index.ts';

/**
 * The save-price sign-in dialog (spec §2 Modals): 'Unlock instant savings by signing in', with Sign
 * Up and Log In (each unless the agency hides it), which open the sign-in dialog over this page. Opened by the
 * home page's timer (SavePriceModal) and by a visitor's Reveal Price on a deal card.
 */
export function SignInPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const agency = useAgency();
  const loginHref = useLoginHref();
  const rememberCheckout = useRememberCheckout();
  return (
    <Dialog open={open} title={t('modals.savePrice.title')} onClose={onClose}>
      <p>{t('modals.savePrice.body')}</p>
      <div className="tf-dialog__actions">
        {!agency.isHideSignupOption && (
          <AuthLink
            view="signup"
            className="tf-button tf-button--primary"
            to={paths.signup()}
            onClick={() => {
              rememberCheckout();
              onClose();
            }}
          >
            {t('modals.savePrice.signUp')}
          </AuthLink>
        )}
        {!agency.isHideLoginOption && (
          <AuthLink view="login" className="tf-button tf-button--outline" to={loginHref} onClick={onClose}>
            {t('modals.savePrice.logIn')}
          </AuthLink>
        )}
      </div>
    </Dialog>
  );
}
