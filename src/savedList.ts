import { format } from './domain/messageFormat';
import type { SavedItem } from './domain/savedItems';
import { SAVED_IDS } from './domain/savedMarkup';
import type { SavedMessages } from './ui/messages/saved/SavedMessages';

/** The saved-items page's list: each item's kind, its link and its "Remove" button; the empty line when there are none. */
export function fillList(list: HTMLElement, items: readonly SavedItem[], messages: SavedMessages, remove: (item: SavedItem, nextKey: string | null) => void): void {
  const document = list.ownerDocument;
  const ul = list.querySelector('ul');
  const empty = document.getElementById(SAVED_IDS.empty);
  if (!ul) return;
  const rows = items.map((item, index) => {
    const li = document.createElement('li');
    const kind = document.createElement('span');
    kind.className = 'tabiji-saved__kind';
    kind.textContent = item.kind === 'article' ? messages.article : messages.place;
    const link = document.createElement('a');
    link.href = item.path;
    link.textContent = item.title;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'tabiji-button';
    button.textContent = format(messages.remove, { title: item.title });
    button.dataset['tabijiSavedKey'] = item.key;
    button.addEventListener('click', () => remove(item, (items[index + 1] ?? items[index - 1])?.key ?? null));
    li.append(kind, ' ', link, ' ', button);
    return li;
  });
  ul.replaceChildren(...rows);
  if (empty) empty.hidden = items.length > 0;
}
