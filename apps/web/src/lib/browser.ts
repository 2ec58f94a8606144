/**
 * Full-page navigations. Wrapped in one object so tests can replace them (jsdom cannot navigate)
 * and so it is obvious where the app leaves the single-page router on purpose.
 *
 * Before the page goes, the tasks registered with `beforeLeaving` run (the checkout gives its hold
 * back, so the reloaded page can hold the same seats again): the navigation waits for them, up to
 * `LEAVING_WAIT_MS`, never longer.
 */
export const browser = {
  assign(url: string): void {
    void leave(() => window.location.assign(url));
  },
  replace(url: string): void {
    void leave(() => window.location.replace(url));
  },
  reload(): void {
    void leave(() => window.location.reload());
  },
};

/** The longest a navigation waits for the `beforeLeaving` tasks. */
export const LEAVING_WAIT_MS = 2000;

const leavingTasks = new Set<() => Promise<unknown>>();

/** Runs `task` before each full-page navigation the app starts, while registered; returns the unregister. */
export function beforeLeaving(task: () => Promise<unknown>): () => void {
  leavingTasks.add(task);
  return () => leavingTasks.delete(task);
}

/** Runs the registered tasks (their failures ignored), then `go`: after all have settled or `LEAVING_WAIT_MS`, whichever is first. */
export async function leave(go: () => void): Promise<void> {
  if (leavingTasks.size > 0) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, LEAVING_WAIT_MS)));
    const tasks = [...leavingTasks].map((task) =>
      Promise.resolve()
        .then(task)
        .catch(() => undefined),
    );
    await Promise.race([Promise.all(tasks), waited]);
    clearTimeout(timer);
  }
  go();
}
