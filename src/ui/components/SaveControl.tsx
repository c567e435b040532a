import { HOST_MARKUP } from '../../domain/hostMarkup';
import { placeKey } from '../../domain/savedItems';
import { SAVE_ATTRIBUTE, SAVE_KEY_ATTRIBUTE, SAVE_PATH_ATTRIBUTE, SAVE_TITLE_ATTRIBUTE } from '../../domain/savedMarkup';
import type { SavedMessages } from '../messages/saved/SavedMessages';

/** A place's control: what it saves, and the id of the name that completes its accessible name. */
export interface SavedPlace {
  readonly id: string;
  readonly name: string;
  /** The id of the card's heading (the place's name). */
  readonly nameId: string;
}

export interface SaveControlProps {
  readonly messages: SavedMessages;
  /** The place of a spot card; without it, the control saves the article it is on. */
  readonly place?: SavedPlace;
}

/**
 * "Save" (issue 46): a toggle button (aria-pressed) that keeps an article, or a spot card's place, on the device. Server
 * HTML: shown only where scripts run (a CSS `scripting` query), since the device's list is the browser's; the save
 * chunk says whether the item is saved and acts on a press (one made before it arrives is kept and saves: the head's
 * script marks a press made before the entry runs, as on the islands' controls, `data-tabiji-replay`). Its label
 * does not change with its state (WAI-ARIA APG, toggle button); a place's accessible name adds the place's name.
 */
export function SaveControl({ messages, place }: SaveControlProps) {
  if (!place) {
    return (
      <div className="tabiji-save-row">
        <button type="button" className="tabiji-button tabiji-save" aria-pressed="false" {...{ [SAVE_ATTRIBUTE]: 'article', [HOST_MARKUP.replay]: 'save' }}>{messages.saveArticle}</button>
      </div>
    );
  }
  const buttonId = `tabiji-save-${place.id}`;
  return (
    <div className="tabiji-save-row">
      <button
        type="button"
        className="tabiji-button tabiji-save"
        id={buttonId}
        aria-pressed="false"
        aria-labelledby={`${buttonId} ${place.nameId}`}
        {...{ [SAVE_ATTRIBUTE]: 'place', [HOST_MARKUP.replay]: 'save', [SAVE_KEY_ATTRIBUTE]: placeKey(place.id), [SAVE_TITLE_ATTRIBUTE]: place.name, [SAVE_PATH_ATTRIBUTE]: `#${place.nameId}` }}
      >
        {messages.savePlace}
      </button>
    </div>
  );
}
