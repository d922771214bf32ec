/**
 * Loads the page again from the server. One place for it, so that a test replaces this module
 * instead of the browser's `location`, which cannot be redefined.
 */
export function reloadPage(): void {
  window.location.reload();
}
