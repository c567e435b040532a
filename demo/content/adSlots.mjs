// Ad slot definitions of each page type, as the guide's backend would list them in the page context.

const NETWORK = '/1234567/tabiji';
const LEADERBOARD = [[320, 50], [728, 90]];
const RECTANGLE = [[300, 250], [336, 280]];

/** @typedef {{ id: string, sizes: (number[] | 'fluid')[], name: string }} AdSlot */

/** @returns {AdSlot} */
function slot(unit, sizes) {
  return { id: `div-gpt-ad-${unit.replaceAll('_', '-')}`, sizes, name: `${NETWORK}/${unit}` };
}

// The region page's lower unit never fills ("empty" in its path), so empty-slot handling can be seen and tested.
const SLOTS_BY_PAGE = {
  top: [slot('top_leaderboard', [[320, 100], [728, 90]]), slot('top_middle', RECTANGLE)],
  article: [slot('article_top', LEADERBOARD), slot('article_in_content', ['fluid', [300, 250]]), slot('article_bottom', RECTANGLE)],
  pr: [slot('pr_bottom', [[300, 250]])],
  category: [slot('category_top', LEADERBOARD), slot('category_bottom', RECTANGLE)],
  region: [slot('region_top', LEADERBOARD), slot('region_bottom_empty', RECTANGLE)],
};

/** The slots of a page type (a fresh copy); none for pages without ads. */
export function adSlotsFor(pageName) {
  return JSON.parse(JSON.stringify(SLOTS_BY_PAGE[pageName] ?? []));
}

/** The height to reserve: the tallest of the sizes, counting 'fluid' as 250. */
export function reservedHeight(sizes) {
  return Math.max(...sizes.map((size) => (size === 'fluid' ? 250 : size[1])));
}
