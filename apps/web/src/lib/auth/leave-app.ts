/** Loads another address (an organization's subdomain): the one place the app leaves itself. */
export function leaveAppTo(url: string): void {
  window.location.assign(url);
}
