/**
 * Full-page navigations. Wrapped in one object so tests can replace them (jsdom cannot navigate)
 * and so it is obvious where the app leaves the single-page router on purpose.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
  reload(): void {
    window.location.reload();
  },
};
