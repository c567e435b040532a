/**
 * The scope Tabiji registers its push service worker under: Firebase's default push scope beside the worker's
 * script, so a host site's own worker at / is never replaced and no page is controlled.
 */
export function pushServiceWorkerScope(serviceWorkerUrl: string, pageHref: string): string {
  return new URL('firebase-cloud-messaging-push-scope', new URL(serviceWorkerUrl, pageHref)).href;
}
