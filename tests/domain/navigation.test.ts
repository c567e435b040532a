import { EMPTY_NAVIGATION, NAVIGATION_LIMITS, parseNavigation, parseNavigationJson, safeHref } from '../../src/domain/navigation';

describe('safeHref', () => {
  it.each([
    ['/en/articles/1', '/en/articles/1'],
    ['/', '/'],
    ['https://partner.example/x?y=1', 'https://partner.example/x?y=1'],
    ['http://127.0.0.1:8080/en/', 'http://127.0.0.1:8080/en/'],
    ['//evil.example/', null],
    // Site paths that normalise to `//host` (issue 28 item 1): checked on the output.
    ['/.//evil.example/login', null],
    ['/x/..//evil.example', null],
    ['/%2e//evil.example', null],
    ['/en/../..//evil.example', null],
    ['/%2e%2e//evil.example/', null],
    ['/en/.//articles', '/en//articles'],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['java\nscript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['en/articles', null],
    ['', null],
    [42, null],
    [undefined, null],
    // Rendered as the browser reads them (issue 14): normalised, and never with credentials.
    ['/en/../jp/articles/1', '/jp/articles/1'],
    ['/en/a b?q=東京#top', '/en/a%20b?q=%E6%9D%B1%E4%BA%AC#top'],
    ['HTTPS://Partner.Example:443/x', 'https://partner.example/x'],
    ['https://user:secret@partner.example/x', null],
    ['https://user@partner.example/x', null],
    ['http://@partner.example/', 'http://partner.example/'],
  ])('%j → %j', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});

describe('parseNavigation', () => {
  it('reads menu (with children), slider, footer and sign-in link', () => {
    const { navigation, errors } = parseNavigation({
      menu: [{ label: ' Food ', href: '/en/categories/2', children: [{ label: 'Ramen', href: '/en/articles/3' }] }],
      slider: [{ label: 'Temples', href: '/en/categories/1', current: true }, { label: 'Onsen', href: '/en/categories/5' }],
      footer: [{ title: 'Regions', links: [{ label: 'Kansai', href: '/en/regions/5' }] }],
      signin: '/en/signin',
    });
    expect(errors).toEqual([]);
    expect(navigation.menu).toEqual([
      { label: 'Food', href: '/en/categories/2', isCurrent: false, children: [{ label: 'Ramen', href: '/en/articles/3', isCurrent: false }] },
    ]);
    expect(navigation.slider.map((link) => link.isCurrent)).toEqual([true, false]);
    expect(navigation.footer[0]?.links[0]?.label).toBe('Kansai');
    expect(navigation.signin).toBe('/en/signin');
  });

  it('keeps a link\'s reading, trimmed, and leaves it out when none is given', () => {
    const { navigation, errors } = parseNavigation({
      slider: [{ label: '関西', href: '/easy/regions/5', reading: ' かんさい ' }, { label: 'たべもの', href: '/easy/categories/2' }],
    });
    expect(errors).toEqual([]);
    expect(navigation.slider).toEqual([
      { label: '関西', href: '/easy/regions/5', isCurrent: false, reading: 'かんさい' },
      { label: 'たべもの', href: '/easy/categories/2', isCurrent: false },
    ]);
  });

  it.each([
    ['a number', 42],
    ['an empty string', '  '],
    ['more than 40 characters', 'か'.repeat(41)],
    ['a line break', 'かん\nさい'],
  ])('drops a reading that is %s, keeps the link and says why', (_what, reading) => {
    const { navigation, errors } = parseNavigation({ slider: [{ label: '関西', href: '/easy/regions/5', reading }] });
    expect(navigation.slider).toEqual([{ label: '関西', href: '/easy/regions/5', isCurrent: false }]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/slider\[0\]\.reading must be a short non-empty string/);
  });

  it('drops unsafe or malformed entries one by one and says why', () => {
    const { navigation, errors } = parseNavigation({
      menu: [{ label: 'Bad', href: 'javascript:alert(1)' }, { label: 'Good', href: '/en/' }, { href: '/x' }],
      slider: 'not a list',
      footer: [{ title: '', links: [] }, { title: 'Help', links: [{ label: 'FAQ', href: '//evil.example' }] }],
      signin: 'data:text/html,x',
    });
    expect(navigation.menu.map((item) => item.label)).toEqual(['Good']);
    expect(navigation.slider).toEqual([]);
    expect(navigation.footer).toEqual([{ title: 'Help', links: [] }]);
    expect(navigation.signin).toBeNull();
    expect(errors).toHaveLength(6);
    expect(errors.join('\n')).toMatch(/menu\[0\] has no safe href/);
    expect(errors.join('\n')).toMatch(/slider must be a list/);
  });

  it('uses at most the first 100 entries of each list, with one error per list, however long the list', () => {
    const link = (index: number) => ({ label: `Place ${index}`, href: `/en/places/${index}` });
    const { navigation, errors } = parseNavigation({
      menu: [{ label: 'Regions', href: '/en/regions', children: Array.from({ length: 5000 }, (_, index) => link(index)) }],
      slider: Array.from({ length: 3000 }, () => ({})),
      footer: Array.from({ length: 101 }, (_, index) => ({ title: `Group ${index}`, links: [] })),
    });
    expect(navigation.menu[0]?.children).toHaveLength(NAVIGATION_LIMITS.maxListItems);
    expect(navigation.menu[0]?.children.at(-1)?.label).toBe('Place 99');
    expect(navigation.slider).toEqual([]);
    expect(navigation.footer).toHaveLength(100);
    // One error for each cut list, one for each of the slider's first 100 bad entries: never one per entry sent.
    expect(errors.filter((error) => /only the first 100 are used/.test(error))).toEqual([
      'navigation: menu[0].children has 5000 entries; only the first 100 are used',
      'navigation: slider has 3000 entries; only the first 100 are used',
      'navigation: footer has 101 entries; only the first 100 are used',
    ]);
    expect(errors).toHaveLength(103);
  });

  // Issue 43: lists nest, so 100 menu entries × 100 children + 100 footer groups × 100 links made 20,100 links in
  // one request, 650 ms of a render worker. The whole navigation is bounded too, and what is past it is not read.
  it(`uses at most ${NAVIGATION_LIMITS.maxLinks} links in all, menu first, then the slider, then the footer, with one error`, () => {
    const link = (index: number) => ({ label: `Place ${index}`, href: `/en/places/${index}` });
    const hundred = (make: (index: number) => unknown) => Array.from({ length: 100 }, (_, index) => make(index));
    const { navigation, errors } = parseNavigation({
      menu: hundred((index) => ({ ...link(index), children: hundred(link) })),
      slider: hundred(link),
      footer: hundred((index) => ({ title: `Group ${index}`, links: hundred(link) })),
    });
    const count = (nav: typeof navigation) => nav.menu.reduce((sum, item) => sum + 1 + item.children.length, 0) + nav.slider.length
      + nav.footer.reduce((sum, group) => sum + group.links.length, 0);
    expect(count(navigation)).toBe(NAVIGATION_LIMITS.maxLinks);
    // 9 menu entries of 1 + 100 children, then the tenth and 90 of its children make the thousand; nothing is left
    // for the slider and the footer's links.
    expect(navigation.menu).toHaveLength(10);
    expect(navigation.menu[9]?.children).toHaveLength(90);
    expect(navigation.slider).toEqual([]);
    expect(navigation.footer.every((group) => group.links.length === 0)).toBe(true);
    expect(errors).toEqual([`navigation: more than ${NAVIGATION_LIMITS.maxLinks} links in all; the rest were left out, unread`]);
  });

  it('reads no entry past the bound: a hostile entry there costs nothing', () => {
    const hostile = { get label(): string { throw new Error('read past the bound'); }, href: '/x' };
    const link = { label: 'Place', href: '/en/places/1' };
    const { navigation, errors } = parseNavigation({ menu: Array.from({ length: 10 }, () => ({ ...link, children: Array(99).fill(link) })), slider: [hostile] });
    expect(navigation.slider).toEqual([]);
    expect(errors).toEqual([`navigation: more than ${NAVIGATION_LIMITS.maxLinks} links in all; the rest were left out, unread`]);
  });

  it('leaves out a link or a footer title longer than 200 characters, and says so', () => {
    const long = 'x'.repeat(NAVIGATION_LIMITS.maxLabelLength + 1);
    const { navigation, errors } = parseNavigation({
      slider: [{ label: long, href: '/en/' }, { label: 'x'.repeat(NAVIGATION_LIMITS.maxLabelLength), href: '/en/' }],
      footer: [{ title: long, links: [] }],
    });
    expect(navigation.slider).toHaveLength(1);
    expect(navigation.footer).toEqual([]);
    expect(errors).toEqual([
      'navigation: slider[0] has a label longer than 200 characters',
      'navigation: footer[0] has a title longer than 200 characters',
    ]);
  });

  it.each([
    [undefined, 0],
    [null, 0],
    ['', 0],
    ['{not json', 1],
    ['[1,2]', 1],
    ['"text"', 1],
  ])('JSON text %j gives empty navigation with %i error(s)', (text, errorCount) => {
    const { navigation, errors } = parseNavigationJson(text);
    expect(navigation).toEqual(EMPTY_NAVIGATION);
    expect(errors).toHaveLength(errorCount);
  });
});
