// Its own module, apart from pushMessage.ts, so that the page's first bundle carries this one name and not the
// message rules, which load only with push.

/** Where a notification shown through the service worker keeps its link (`notification.data[key]`). */
export const PUSH_LINK_DATA_KEY = 'tabijiLink';
