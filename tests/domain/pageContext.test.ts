import {
  DEFAULT_PAGE_CONTEXT,
  isArticlePage,
  parsePageContext,
  pageFactsFromContextJson,
  parsePageContextJson,
  type AdSlotDefinition,
  type PageContext,
} from '../../src/domain/pageContext';

const slot: AdSlotDefinition = { id: 'div-gpt-top', name: '/1234/top', sizes: [[300, 250]] };
const defaults: PageContext = { ads: [], articleId: null, categoryId: null, regionId: null, pageName: 'normal', isPrArticle: false, lightMode: null };

describe('parsePageContext', () => {
  it('reads a complete, well-formed context', () => {
    const raw = { ads: [slot], article_id: 3, category_id: '12', region_id: 0, page_name: 'article', is_pr_article: true, light_mode: false };
    expect(parsePageContext(raw)).toEqual({
      context: { ads: [slot], articleId: 3, categoryId: 12, regionId: 0, pageName: 'article', isPrArticle: true, lightMode: false },
      errors: [],
    });
  });

  it.each([
    [{}],
    [{ ads: null, article_id: null, category_id: null, region_id: null, page_name: null, is_pr_article: null }],
    [{ unrelated: 'field' }],
  ])('gives the defaults without errors for absent or null fields: %j', (raw) => {
    expect(parsePageContext(raw)).toEqual({ context: defaults, errors: [] });
  });

  it.each([
    ['article_id', 7, 'articleId', 7],
    ['article_id', '7', 'articleId', 7],
    ['article_id', '007', 'articleId', 7],
    ['category_id', 0, 'categoryId', 0],
    ['region_id', '0', 'regionId', 0],
    ['region_id', Number.MAX_SAFE_INTEGER, 'regionId', Number.MAX_SAFE_INTEGER],
    ['page_name', 'top', 'pageName', 'top'],
    ['is_pr_article', false, 'isPrArticle', false],
    ['light_mode', true, 'lightMode', true],
    ['light_mode', false, 'lightMode', false],
    ['light_mode', null, 'lightMode', null],
  ])('accepts %s = %p as %s %p', (key, value, field, expected) => {
    const { context, errors } = parsePageContext({ [key]: value });
    expect(context).toEqual({ ...defaults, [field]: expected });
    expect(errors).toEqual([]);
  });

  it.each([
    ['category_id', 'abc', 'page context: category_id must be a whole number, got "abc"'],
    ['category_id', '', 'page context: category_id must be a whole number, got ""'],
    ['article_id', -1, 'page context: article_id must be a whole number, got -1'],
    ['article_id', '-1', 'page context: article_id must be a whole number, got "-1"'],
    ['article_id', 1.5, 'page context: article_id must be a whole number, got 1.5'],
    ['article_id', '1.5', 'page context: article_id must be a whole number, got "1.5"'],
    ['article_id', ' 12', 'page context: article_id must be a whole number, got " 12"'],
    ['region_id', '99999999999999999999', 'page context: region_id must be a whole number, got "99999999999999999999"'],
    ['region_id', true, 'page context: region_id must be a whole number, got true'],
    ['region_id', [1], 'page context: region_id must be a whole number, got a list'],
    ['page_name', '', 'page context: page_name must be a non-empty string, got ""'],
    ['page_name', '  ', 'page context: page_name must be a non-empty string, got "  "'],
    ['page_name', 5, 'page context: page_name must be a non-empty string, got 5'],
    ['is_pr_article', 'true', 'page context: is_pr_article must be true or false, got "true"'],
    ['is_pr_article', 1, 'page context: is_pr_article must be true or false, got 1'],
    ['ads', 'none', 'page context: ads must be a list of ad slots, got "none"'],
    ['light_mode', 'on', 'page context: light_mode must be true, false or absent, got "on"'],
    ['light_mode', 1, 'page context: light_mode must be true, false or absent, got 1'],
  ])('falls back to the default for %s = %p with a clear error', (key, value, message) => {
    expect(parsePageContext({ [key]: value })).toEqual({ context: defaults, errors: [message] });
  });

  it('drops only the malformed slot and keeps the other fields', () => {
    const { context, errors } = parsePageContext({ ads: [slot, { id: 'x', name: 'two words', sizes: ['fluid'] }], article_id: 4 });
    expect(context).toEqual({ ...defaults, ads: [slot], articleId: 4 });
    expect(errors).toEqual([expect.stringMatching(/^page context: ads\[1\] dropped: name must be/)]);
  });

  it('keeps the network a slot names, and leaves it out of slots that name none', () => {
    const { context, errors } = parsePageContext({ ads: [slot, { ...slot, id: 'side', network: 'other' }] });
    expect(context.ads).toEqual([slot, { ...slot, id: 'side', network: 'other' }]);
    expect(Object.keys(context.ads[0]!)).not.toContain('network');
    expect(errors).toEqual([]);
  });

  it('reports every malformed field at once', () => {
    const { context, errors } = parsePageContext({ article_id: 'x', category_id: 'y', is_pr_article: 'no' });
    expect(context).toEqual(defaults);
    expect(errors).toHaveLength(3);
  });

  it.each([[null], [undefined], ['text'], [42], [[{ article_id: 1 }]]])('gives defaults and one error for non-object %p', (raw) => {
    const { context, errors } = parsePageContext(raw);
    expect(context).toEqual(defaults);
    expect(errors).toEqual([expect.stringMatching(/^page context: expected an object, got /)]);
  });

  it('ignores inherited fields', () => {
    const raw = Object.create({ article_id: 5 }) as object;
    expect(parsePageContext(raw).context.articleId).toBeNull();
  });

  it('returns a fresh ads list that does not alias the frozen defaults', () => {
    const { context } = parsePageContext(null);
    context.ads.push(slot);
    expect(DEFAULT_PAGE_CONTEXT.ads).toEqual([]);
    expect(DEFAULT_PAGE_CONTEXT).toEqual(defaults);
    expect(Object.isFrozen(DEFAULT_PAGE_CONTEXT)).toBe(true);
  });
});

describe('parsePageContextJson', () => {
  it.each([
    [null, 'page context: missing'],
    [undefined, 'page context: missing'],
    ['', 'page context: missing'],
    ['  \n', 'page context: missing'],
  ])('%p gives defaults and %p', (text, message) => {
    expect(parsePageContextJson(text)).toEqual({ context: defaults, errors: [message] });
  });

  it.each(['{', "{'article_id': 1}", 'undefined'])('invalid JSON %p gives defaults and one error', (text) => {
    const { context, errors } = parsePageContextJson(text);
    expect(context).toEqual(defaults);
    expect(errors).toEqual([expect.stringMatching(/^page context: not valid JSON \(.+\)$/)]);
  });

  it('parses valid JSON like parsePageContext', () => {
    const text = '{"article_id": "9", "page_name": "article", "__proto__": {"is_pr_article": true}}';
    expect(parsePageContextJson(text)).toEqual({ context: { ...defaults, articleId: 9, pageName: 'article' }, errors: [] });
    expect(parsePageContextJson('"text"').errors).toEqual(['page context: expected an object, got "text"']);
  });
});

describe('pageFactsFromContextJson', () => {
  it('reads the page name and the light mode as parsePageContextJson does, and the defaults for anything else', () => {
    expect(pageFactsFromContextJson('{"page_name":"article","light_mode":true,"ads":"not a list"}')).toEqual({ pageName: 'article', lightMode: true });
    expect(pageFactsFromContextJson('{"light_mode":false}')).toEqual({ pageName: DEFAULT_PAGE_CONTEXT.pageName, lightMode: false });
    for (const text of [null, undefined, '', '{', '[]', '{"page_name":""}', '{"page_name":7,"light_mode":"on"}', '{}', '{"__proto__":{"light_mode":true}}']) {
      expect(pageFactsFromContextJson(text)).toEqual({ pageName: DEFAULT_PAGE_CONTEXT.pageName, lightMode: null });
    }
  });
});

describe('isArticlePage', () => {
  it.each([
    [null, false, false],
    [0, false, true],
    [12, false, true],
    [null, true, true],
    [3, true, true],
  ])('articleId %p, isPrArticle %p → %p', (articleId, isPrArticle, expected) => {
    expect(isArticlePage({ ...defaults, articleId, isPrArticle })).toBe(expected);
  });
});
