/** Hands a mailto: URL to the browser, which opens the visitor's mail client. */
export function openMailClient(url: string): void {
  window.location.href = url;
}
