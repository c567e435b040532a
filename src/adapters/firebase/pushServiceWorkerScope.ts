/**
 * The scope Tabiji registers its service worker under: the folder it is served from (the site root), for push and
 * offline reading alike (issue 46: one worker serves both). A host with a worker of its own at the root serves Tabiji's
 * from another folder, or merges the two (docs/web-push.md, "The service worker").
 */
export function pushServiceWorkerScope(serviceWorkerUrl: string, pageHref: string): string {
  return new URL('./', new URL(serviceWorkerUrl, pageHref)).href;
}

/**
 * The scope earlier releases registered the push worker under (Firebase's default, beside the worker): a registration
 * still there is unregistered once the worker is registered at its scope, so a visitor has one worker and one token.
 */
export function formerPushScope(serviceWorkerUrl: string, pageHref: string): string {
  return new URL('firebase-cloud-messaging-push-scope', new URL(serviceWorkerUrl, pageHref)).href;
}
