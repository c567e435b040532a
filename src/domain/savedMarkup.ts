/**
 * A save control (SaveControl): its value is the kind saved (`article`: the page itself; `place`: a spot card's
 * place), which the save chunk completes. On a place's control, the key, title and path say what is saved.
 */
export const SAVE_ATTRIBUTE = 'data-tabiji-save';
export const SAVE_KEY_ATTRIBUTE = 'data-tabiji-save-key';
export const SAVE_TITLE_ATTRIBUTE = 'data-tabiji-save-title';
export const SAVE_PATH_ATTRIBUTE = 'data-tabiji-save-path';

/** The saved-items page's list (SavedItemsPage), which the save chunk fills from the device. */
export const SAVED_LIST_ATTRIBUTE = 'data-tabiji-saved-list';

/** The ids in the saved-items page's markup. */
export const SAVED_IDS = { heading: 'tabiji-saved-heading', intro: 'tabiji-saved-intro', empty: 'tabiji-saved-empty', outcome: 'tabiji-saved-outcome' } as const;
