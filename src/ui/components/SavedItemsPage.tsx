import { SAVED_IDS, SAVED_LIST_ATTRIBUTE } from '../../domain/savedMarkup';
import type { SavedMessages } from '../messages/saved/SavedMessages';

/**
 * The saved-items page's body (issue 46), a page region the host serves at `/{language}/saved`: its heading and what
 * the page is, then the list, which the save chunk fills from the device (the server cannot know it). Without
 * scripts, a line says the list is the browser's.
 */
export function SavedItemsPage({ messages }: { readonly messages: SavedMessages }) {
  return (
    <section className="tabiji-saved" aria-labelledby={SAVED_IDS.heading} {...{ [SAVED_LIST_ATTRIBUTE]: '' }}>
      <h1 id={SAVED_IDS.heading} tabIndex={-1}>{messages.heading}</h1>
      <p id={SAVED_IDS.intro}>{messages.intro}</p>
      <noscript><p>{messages.needsScript}</p></noscript>
      <p className="tabiji-saved__status" id={SAVED_IDS.outcome} role="status" />
      <ul className="tabiji-saved__items" />
      <p id={SAVED_IDS.empty} hidden>{messages.empty}</p>
    </section>
  );
}
