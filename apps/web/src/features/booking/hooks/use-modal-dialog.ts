import { useEffect, useRef } from 'react';

/**
 * A `<dialog>` opened as a modal once it is mounted (focus kept inside, the page behind inert);
 * where `showModal` is missing it stays an inline dialog. Attach the ref to the dialog.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
  }, []);
  return ref;
}
