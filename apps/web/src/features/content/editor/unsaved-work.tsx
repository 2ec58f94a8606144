import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { UnsavedChangesDialog } from '../../settings/index.ts';

/**
 * Nothing typed is lost (decision 0128): the route guard only sees page changes, so actions that
 * replace an editor inside the content page (a tab, Back, Cancel) ask first through this, with the guard's dialog.
 */
interface UnsavedWork {
  report: (key: string, dirty: boolean) => void;
  /** Runs `action`, after asking when an editor (or only the caller, when `dirty` is given) has unsaved changes. */
  confirm: (action: () => void, dirty?: boolean) => void;
}

const UnsavedWorkContext = createContext<UnsavedWork | null>(null);

export function UnsavedWorkProvider({ children }: { children: ReactNode }) {
  const dirty = useRef(new Map<string, boolean>());
  const [pending, setPending] = useState<(() => void) | null>(null);
  const report = useCallback((key: string, value: boolean) => {
    if (value) dirty.current.set(key, true);
    else dirty.current.delete(key);
  }, []);
  const confirm = useCallback((action: () => void, own?: boolean) => {
    const unsaved = own ?? dirty.current.size > 0;
    if (unsaved) setPending(() => action);
    else action();
  }, []);
  const value = useMemo(() => ({ report, confirm }), [report, confirm]);
  return (
    <UnsavedWorkContext.Provider value={value}>
      {children}
      <UnsavedChangesDialog
        open={pending !== null}
        onStay={() => setPending(null)}
        onLeave={() => {
          const action = pending;
          setPending(null);
          dirty.current.clear();
          action?.();
        }}
      />
    </UnsavedWorkContext.Provider>
  );
}

/** Tells the content page whether this editor has unsaved changes (nothing outside a provider). */
export function useReportUnsaved(dirty: boolean) {
  const key = useId();
  const work = useContext(UnsavedWorkContext);
  useEffect(() => {
    work?.report(key, dirty);
    return () => work?.report(key, false);
  }, [work, key, dirty]);
}

/** Runs an action that would drop an editor, asking first when it has unsaved changes (at once outside a provider). */
export function useConfirmDiscard(): (action: () => void, dirty?: boolean) => void {
  const work = useContext(UnsavedWorkContext);
  return work?.confirm ?? ((action) => action());
}
