import {
  articleKey,
  isSaved,
  isSitePath,
  mergeSaved,
  parseSavedItem,
  parseSavedList,
  placeKey,
  SAVED_LIMITS,
  savedItemsPath,
  savedListText,
  savedTitle,
  withoutSaved,
  withSaved,
  type SavedItem,
} from '../../src/domain/savedItems';

const ARTICLE: SavedItem = { kind: 'article', key: '/en/articles/4', title: 'Temples of Kyoto', path: '/en/articles/4', language: 'en', savedAtMs: 1_764_400_000_000 };
const PLACE: SavedItem = { kind: 'place', key: 'place:senso-ji', title: 'Senso-ji', path: '/en/articles/4#tabiji-spot-senso-ji', language: 'en', savedAtMs: 1_764_400_100_000 };

/** `count` articles, the first the newest. */
function articles(count: number, newestMs = 2_000_000): SavedItem[] {
  return Array.from({ length: count }, (_, index) => ({ ...ARTICLE, key: `/en/articles/${index}`, path: `/en/articles/${index}`, savedAtMs: newestMs - index }));
}

describe('isSitePath', () => {
  it.each(['/', '/en/articles/4', '/en/articles/4?keyword=ramen#tabiji-spot-senso-ji', '/ko/saved'])('takes %j', (path) => {
    expect(isSitePath(path)).toBe(true);
  });

  it.each([
    ['no leading slash', 'en/articles/4'],
    ['empty', ''],
    ['a scheme', 'https://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['protocol-relative', '//evil.example/'],
    ['a backslash that browsers read as a slash', '/\\evil.example/'],
    ['a space', '/en/articles 4'],
    ['a tab', '/\t/evil.example'],
    ['a new line', '/en/\narticles'],
    ['a control character', '/en/\u0000'],
  ])('refuses %s', (_label, path) => {
    expect(isSitePath(path)).toBe(false);
  });

  it('refuses a path longer than the limit, and takes one at it', () => {
    expect(isSitePath(`/${'a'.repeat(SAVED_LIMITS.maxPathLength - 1)}`)).toBe(true);
    expect(isSitePath(`/${'a'.repeat(SAVED_LIMITS.maxPathLength)}`)).toBe(false);
  });
});

describe('keys and paths', () => {
  it('saves an article under its path without query or anchor', () => {
    expect(articleKey('/en/articles/4')).toBe('/en/articles/4');
    expect(articleKey('/en/articles/4?keyword=ramen')).toBe('/en/articles/4');
    expect(articleKey('/en/articles/4#top')).toBe('/en/articles/4');
    expect(articleKey('/en/articles/4#a?b')).toBe('/en/articles/4');
    expect(articleKey('')).toBe('');
  });

  it('saves a place under `place:` and its id', () => {
    expect(placeKey('senso-ji')).toBe('place:senso-ji');
  });

  it('puts each language’s saved-items page at /{language}/saved', () => {
    expect(savedItemsPath('en')).toBe('/en/saved');
    expect(savedItemsPath('easy')).toBe('/easy/saved');
  });
});

describe('savedTitle', () => {
  it('trims the title and makes runs of white space one space', () => {
    expect(savedTitle('  Temples\n of\t\tKyoto  ')).toBe('Temples of Kyoto');
    expect(savedTitle(' \n ')).toBe('');
  });

  it('cuts a long title to the limit', () => {
    expect(savedTitle('a'.repeat(SAVED_LIMITS.maxTitleLength))).toHaveLength(SAVED_LIMITS.maxTitleLength);
    expect(savedTitle('a'.repeat(SAVED_LIMITS.maxTitleLength + 50))).toBe('a'.repeat(SAVED_LIMITS.maxTitleLength));
  });

  it('never cuts inside a surrogate pair', () => {
    // 199 units then an emoji (2 units): the cut at 200 would leave half of it.
    const title = `${'a'.repeat(SAVED_LIMITS.maxTitleLength - 1)}🗾🗾`;
    expect(savedTitle(title)).toBe('a'.repeat(SAVED_LIMITS.maxTitleLength - 1));
    // 198 units then an emoji: it fits whole.
    const fits = `${'a'.repeat(SAVED_LIMITS.maxTitleLength - 2)}🗾🗾`;
    expect(savedTitle(fits)).toBe(`${'a'.repeat(SAVED_LIMITS.maxTitleLength - 2)}🗾`);
  });
});

describe('parseSavedItem', () => {
  it('reads an article and a place back as they were kept', () => {
    expect(parseSavedItem({ ...ARTICLE })).toEqual(ARTICLE);
    expect(parseSavedItem({ ...PLACE })).toEqual(PLACE);
  });

  it('keeps only the item’s fields, with its title cleaned', () => {
    expect(parseSavedItem({ ...ARTICLE, title: '  Temples\nof Kyoto ', extra: 'x' })).toEqual({ ...ARTICLE, title: 'Temples of Kyoto' });
  });

  it.each([
    ['null', null],
    ['a list', [ARTICLE]],
    ['a string', '/en/articles/4'],
    ['an unknown kind', { ...ARTICLE, kind: 'photo' }],
    ['no kind', { ...ARTICLE, kind: undefined }],
    ['an empty key', { ...ARTICLE, key: '' }],
    ['a key that is not a string', { ...ARTICLE, key: 4 }],
    ['a key longer than the limit', { ...PLACE, key: `place:${'a'.repeat(SAVED_LIMITS.maxPathLength)}` }],
    ['an article key that is not a site path', { ...ARTICLE, key: 'https://evil.example/' }],
    ['a place key without `place:`', { ...PLACE, key: 'senso-ji' }],
    ['an empty title', { ...ARTICLE, title: '' }],
    ['a title of white space', { ...ARTICLE, title: ' \n ' }],
    ['a title that is not a string', { ...ARTICLE, title: 7 }],
    ['a javascript: path', { ...ARTICLE, path: 'javascript:alert(1)' }],
    ['a path on another host', { ...PLACE, path: '//evil.example/' }],
    ['no path', { ...ARTICLE, path: undefined }],
    ['an unknown language', { ...ARTICLE, language: 'fr' }],
    ['a language cased otherwise', { ...ARTICLE, language: 'EN' }],
    ['a time that is a string', { ...ARTICLE, savedAtMs: '1764400000000' }],
    ['a negative time', { ...ARTICLE, savedAtMs: -1 }],
    ['a time that is not finite', { ...ARTICLE, savedAtMs: Number.POSITIVE_INFINITY }],
    ['a time that is NaN', { ...ARTICLE, savedAtMs: Number.NaN }],
  ])('refuses %s', (_label, raw) => {
    expect(parseSavedItem(raw)).toBeNull();
  });

  it('takes a time of 0', () => {
    expect(parseSavedItem({ ...ARTICLE, savedAtMs: 0 })).toEqual({ ...ARTICLE, savedAtMs: 0 });
  });
});

describe('parseSavedList', () => {
  it('reads nothing stored as an empty list, with nothing dropped', () => {
    expect(parseSavedList(null)).toEqual({ items: [], owner: null, dropped: 0 });
    expect(parseSavedList('[]')).toEqual({ items: [], owner: null, dropped: 0 });
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['an empty string', ''],
    ['a JSON object without an owner', JSON.stringify({ items: [ARTICLE] })],
    ['an owner with no list', JSON.stringify({ owner: '42', items: 'x' })],
    ['an owner that is not text', JSON.stringify({ owner: 42, items: [ARTICLE] })],
    ['a JSON string', JSON.stringify('/en/articles/4')],
    ['JSON null', 'null'],
  ])('reads %s as empty, with one dropped', (_label, text) => {
    expect(parseSavedList(text)).toEqual({ items: [], owner: null, dropped: 1 });
  });

  it('reads a written list back, newest first', () => {
    expect(parseSavedList(JSON.stringify([ARTICLE, PLACE]))).toEqual({ items: [PLACE, ARTICLE], owner: null, dropped: 0 });
    expect(parseSavedList(JSON.stringify(withSaved([ARTICLE], PLACE)))).toEqual({ items: [PLACE, ARTICLE], owner: null, dropped: 0 });
  });

  it('leaves out the entries that are not items, and counts them', () => {
    const text = JSON.stringify([ARTICLE, null, { ...PLACE, path: 'javascript:alert(1)' }, 'x', PLACE]);
    expect(parseSavedList(text)).toEqual({ items: [PLACE, ARTICLE], owner: null, dropped: 3 });
  });

  it('keeps the first entry of a key listed twice, and counts the other as dropped', () => {
    const older = { ...ARTICLE, title: 'Older title', savedAtMs: ARTICLE.savedAtMs - 10 };
    expect(parseSavedList(JSON.stringify([ARTICLE, older]))).toEqual({ items: [ARTICLE], owner: null, dropped: 1 });
  });

  it('keeps at most the merged limit, the newest', () => {
    const many = articles(SAVED_LIMITS.maxMerged + 5);
    const { items } = parseSavedList(JSON.stringify([...many].reverse()));
    expect(items).toHaveLength(SAVED_LIMITS.maxMerged);
    expect(items).toEqual(many.slice(0, SAVED_LIMITS.maxMerged));
  });

  it('reads an account’s list back with its owner, as it was written; the device’s own as a bare list', () => {
    const text = savedListText({ items: [PLACE, ARTICLE], owner: '42' });
    expect(JSON.parse(text)).toEqual({ owner: '42', items: [PLACE, ARTICLE] });
    expect(parseSavedList(text)).toEqual({ items: [PLACE, ARTICLE], owner: '42', dropped: 0 });
    expect(savedListText({ items: [ARTICLE], owner: null })).toBe(JSON.stringify([ARTICLE]));
  });
});

describe('mergeSaved', () => {
  it('keeps every item of both lists, each key once, newest first', () => {
    const only = { ...ARTICLE, key: '/en/articles/9', path: '/en/articles/9', savedAtMs: 5 };
    expect(mergeSaved([ARTICLE, only], [PLACE, ARTICLE])).toEqual([PLACE, ARTICLE, only]);
  });

  it('keeps the earlier save of an item on both, whichever list has it', () => {
    const earlier = { ...ARTICLE, title: 'First saved', savedAtMs: ARTICLE.savedAtMs - 1000 };
    expect(mergeSaved([ARTICLE], [earlier])).toEqual([earlier]);
    expect(mergeSaved([earlier], [ARTICLE])).toEqual([earlier]);
  });

  it('loses nothing when two full lists merge', () => {
    const device = articles(SAVED_LIMITS.maxItems, 2_000_000);
    const account = articles(SAVED_LIMITS.maxItems, 1_000_000).map((item, index) => ({ ...item, key: `place:p${index}`, kind: 'place' as const }));
    expect(mergeSaved(device, account)).toHaveLength(SAVED_LIMITS.maxItems * 2);
  });
});

describe('withSaved, withoutSaved and isSaved', () => {
  it('puts a saved item first', () => {
    expect(withSaved([ARTICLE], PLACE)).toEqual([PLACE, ARTICLE]);
    expect(withSaved([], ARTICLE)).toEqual([ARTICLE]);
  });

  it('replaces an item saved before under its key instead of doubling it', () => {
    const again = { ...ARTICLE, title: 'Temples of Kyoto, updated', savedAtMs: PLACE.savedAtMs + 1 };
    expect(withSaved([PLACE, ARTICLE], again)).toEqual([again, PLACE]);
  });

  it('lets the oldest go when a save would pass the limit', () => {
    const full = articles(SAVED_LIMITS.maxItems);
    const items = withSaved(full, PLACE);
    expect(items).toHaveLength(SAVED_LIMITS.maxItems);
    expect(items[0]).toBe(PLACE);
    expect(items).not.toContainEqual(full[SAVED_LIMITS.maxItems - 1]);
    expect(items).toContainEqual(full[SAVED_LIMITS.maxItems - 2]);
  });

  it('takes off only the item saved under the key, and leaves the list as it was', () => {
    const items = [PLACE, ARTICLE];
    expect(withoutSaved(items, ARTICLE.key)).toEqual([PLACE]);
    expect(withoutSaved(items, '/en/articles/999')).toEqual(items);
    expect(items).toEqual([PLACE, ARTICLE]);
  });

  it('says whether an item is saved under a key', () => {
    expect(isSaved([PLACE, ARTICLE], 'place:senso-ji')).toBe(true);
    expect(isSaved([PLACE, ARTICLE], 'place:kinkaku-ji')).toBe(false);
    expect(isSaved([], ARTICLE.key)).toBe(false);
  });
});
