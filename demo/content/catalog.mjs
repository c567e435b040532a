// Lookups over the demo content: articles, PR articles, categories, regions and every image they name.
import articlesEast from './articlesEast.mjs';
import articlesKansai from './articlesKansai.mjs';
import prArticles from './prArticles.mjs';
import { CATEGORIES, REGIONS } from './taxonomy.mjs';

export { CATEGORIES, REGIONS };

/** Editorial articles in id order. */
export const ARTICLES = Object.freeze([...articlesKansai, ...articlesEast].sort((a, b) => a.id - b.id));

export const PR_ARTICLES = Object.freeze([...prArticles]);

/** Articles shown first on the top page. */
export const FEATURED_IDS = Object.freeze([1, 4, 9, 6, 12, 10]);

/** The item of `list` whose id is the whole number written in `text`, or undefined. */
function byIdText(list, text) {
  if (!/^[1-9]\d{0,8}$/.test(text)) return undefined;
  const id = Number(text);
  return list.find((item) => item.id === id);
}

export const articleById = (text) => byIdText(ARTICLES, text);
export const prArticleById = (text) => byIdText(PR_ARTICLES, text);
export const categoryById = (text) => byIdText(CATEGORIES, text);
export const regionById = (text) => byIdText(REGIONS, text);

/** Editorial articles of a category or region. */
export const articlesInCategory = (id) => ARTICLES.filter((article) => article.categoryId === id);
export const articlesInRegion = (id) => ARTICLES.filter((article) => article.regionId === id);

/** Up to `count` other articles, same category first, then same region, then the rest. */
export function relatedArticles(article, count = 3) {
  const others = ARTICLES.filter((other) => other.id !== article.id);
  const score = (other) => (other.categoryId === article.categoryId ? 2 : 0) + (other.regionId === article.regionId ? 1 : 0);
  return [...others].sort((a, b) => score(b) - score(a) || a.id - b.id).slice(0, count);
}

/**
 * Every image slug → what its SVG placeholder shows (each is also a place photo: photos.mjs). Decorative images
 * (hero, tiles, banners) carry their name in the page around them, so their placeholder has no text and their photo
 * an empty alt.
 * @type {Map<string, { label: string, showsLabel: boolean }>}
 */
export const IMAGES = new Map([
  ['home-hero', { label: 'Japan', showsLabel: false }],
  ...[...ARTICLES, ...PR_ARTICLES].flatMap((article) => [
    [article.slug, { label: article.place, showsLabel: true }],
    ...article.figures.map(([slug, label]) => [slug, { label, showsLabel: true }]),
  ]),
  ...CATEGORIES.map((category) => [`category-${category.slug}`, { label: category.name, showsLabel: false }]),
  ...REGIONS.map((region) => [`region-${region.slug}`, { label: region.name, showsLabel: false }]),
]);
