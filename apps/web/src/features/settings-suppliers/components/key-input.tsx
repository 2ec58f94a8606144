import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useSuppliersTranslation } from '../hooks/use-suppliers-translation.ts';

type KeyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; ref?: Ref<HTMLInputElement> };

/** A supplier key: hidden while typed (a password field, nothing remembered), with Show key / Hide key. */
export function KeyInput({ id, ref, ...input }: KeyInputProps) {
  const { t } = useSuppliersTranslation();
  const [shown, setShown] = useState(false);
  return (
    <span className="tf-suppliers__key-input">
      <input ref={ref} id={id} type={shown ? 'text' : 'password'} dir="ltr" autoComplete="off" spellCheck={false} autoCapitalize="off" {...input} />
      <button type="button" className="tf-button tf-button--outline" aria-controls={id} aria-pressed={shown} onClick={() => setShown(!shown)}>
        {shown ? t('add.hide') : t('add.show')}
      </button>
    </span>
  );
}
