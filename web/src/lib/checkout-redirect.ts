/**
 * Sends the browser to the payment page. An object, so tests can replace
 * `go` (jsdom cannot navigate away).
 */
export const checkoutRedirect = {
  go(url: string): void {
    window.location.assign(url);
  },
};
