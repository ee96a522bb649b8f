/**
 * Texts of the states every page shares (part of `en`; see ../messages.ts): a load that failed (what failed,
 * Retry), a page the admin's role may not see, a page that could not be shown at all, and the names of the
 * controls every dialog and toast has.
 */
export const pageStatesMessages = {
  retry: 'Retry',
  reload: 'Reload',
  close: 'Close',
  /** A page's data could not be fetched (not "no data"): named by the page's title. */
  loadFailed: (page: string) => `${page}: the data could not be loaded.`,
  /** Under the title of a failed load: the data is not "empty", it could not be fetched. */
  loadFailedHint: 'Check your connection and try again. If it keeps failing, the server may be down.',
  forbiddenTitle: 'You do not have access to this page',
  forbiddenText: 'This page is for super admins. Ask a super admin if you need something done here.',
  toDashboard: 'Go to the dashboard',
  pageFailedTitle: 'This page could not be shown',
  pageFailedText:
    'Part of the application could not be loaded, perhaps because the connection dropped or a new version was installed. Reload the page to try again.',
  mapLoadFailed: 'The map could not be loaded.',
};
