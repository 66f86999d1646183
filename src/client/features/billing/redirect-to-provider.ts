/** Sends the browser to PayPal's approval page (its own module so tests can stand in for navigation). */
export function redirectToProvider(url: string): void {
  window.location.assign(url);
}
