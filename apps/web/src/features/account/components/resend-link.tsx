import { useState } from 'react';
import { useResendVerification } from '../api/resend-verification.ts';
import { useAccountTranslation } from '../hooks/use-account-translation.ts';
import { accountErrorMessage } from './server-error.ts';

/** "Send a new link" for an address that is waiting for its confirmation email. */
export function ResendLink({ email, redirect }: { email: string; redirect?: string | undefined }) {
  const { t } = useAccountTranslation();
  const resend = useResendVerification();
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <div>
      {note && (
        <p className={note.ok ? 'tf-account__success' : 'tf-account__alert'} role={note.ok ? 'status' : 'alert'}>
          {note.text}
        </p>
      )}
      <button
        type="button"
        className="tf-button tf-button--outline"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(
            { email, redirect: redirect === '/' ? undefined : redirect },
            {
              onSuccess: () => setNote({ ok: true, text: t('resend.sent') }),
              onError: (error) => setNote({ ok: false, text: accountErrorMessage(error, t) }),
            },
          )
        }
      >
        {resend.isPending ? t('resend.submitting') : t('resend.submit')}
      </button>
    </div>
  );
}
