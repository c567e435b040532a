/**
 * @jest-environment node
 */
import { MAX_PHOTOS, parseRenderInput, RenderInputError } from '../../src/server/renderInput';

const attachments = [
  { id: 'a', host: 'new', width: 1200, height: 800, alt: { en: 'Photo a' } },
  { id: 'b', host: 'old', width: 640, height: 480, decorative: true },
  { id: 'c', host: 'new', width: 900, height: 900, alt: { jp: '写真 c' } },
];

describe('parseRenderInput: photos', () => {
  it('asks for no photos when the request names none, whatever its attachments', () => {
    const input = parseRenderInput({ path: '/en/', attachments: 'not a list' });
    expect(input.photos).toEqual([]);
    expect(input.warnings).toEqual([]);
  });

  it('pairs each photo asked for with its attachment, in the request’s order', () => {
    const { photos, warnings } = parseRenderInput({ path: '/en/', attachments, photos: [{ id: 'c' }, { id: 'a', sizes: '(min-width: 60rem) 40rem, 100vw' }] });
    expect(warnings).toEqual([]);
    expect(photos).toEqual([
      { id: 'c', attachment: { id: 'c', host: 'new', width: 900, height: 900, alt: { jp: '写真 c' }, isDecorative: false }, sizes: '100vw', isPriority: true },
      { id: 'a', attachment: expect.objectContaining({ id: 'a' }), sizes: '(min-width: 60rem) 40rem, 100vw', isPriority: false },
    ]);
  });

  it.each<[string, unknown[], boolean[]]>([
    ['the first photo only, by default', [{ id: 'a' }, { id: 'b' }, { id: 'c' }], [true, false, false]],
    ['no photo when the first says priority: false', [{ id: 'a', priority: false }, { id: 'b' }], [false, false]],
    ['another photo that says priority: true', [{ id: 'a', priority: false }, { id: 'b', priority: true }], [false, true]],
    ['the first photo when its priority is not a boolean', [{ id: 'a', priority: 'no' }, { id: 'b', priority: 1 }], [true, false]],
  ])('fetches at high priority %s', (_what, requested, priorities) => {
    expect(parseRenderInput({ path: '/en/', attachments, photos: requested }).photos.map(({ isPriority }) => isPriority)).toEqual(priorities);
  });

  it('takes a bare id for a photo', () => {
    expect(parseRenderInput({ path: '/en/', attachments, photos: ['b'] }).photos).toEqual([
      { id: 'b', attachment: expect.objectContaining({ id: 'b', isDecorative: true }), sizes: '100vw', isPriority: true },
    ]);
  });

  it.each(['100vw" onload="alert(1)', '<img src=x>', 'url(https://evil.example/x)', 42])('replaces the sizes %j by 100vw', (sizes) => {
    expect(parseRenderInput({ path: '/en/', attachments, photos: [{ id: 'a', sizes }] }).photos[0]?.sizes).toBe('100vw');
  });

  it('renders a photo whose id the attachments do not list as nothing, with a warning', () => {
    const { photos, warnings } = parseRenderInput({ path: '/en/', attachments, photos: [{ id: 'a' }, { id: 'zz' }, { id: 7 }, null] });
    expect(photos.map(({ id, attachment }) => [id, attachment?.id ?? null])).toEqual([['a', 'a'], ['zz', null], ['', null], ['', null]]);
    expect(warnings).toEqual([
      'photos: photo 1 names "zz", which the attachments do not list; rendered empty',
      'photos: photo 2 names 7, which the attachments do not list; rendered empty',
      'photos: photo 3 names null, which the attachments do not list; rendered empty',
    ]);
  });

  it('reports bad attachments as warnings after the navigation’s and context’s, leaving them out', () => {
    const { photos, warnings } = parseRenderInput({
      path: '/en/',
      context: { article_id: 'x' },
      attachments: [{ id: '../a', host: 'new', width: 1, height: 1 }, ...attachments],
      photos: ['../a', 'a'],
    });
    expect(photos.map(({ attachment }) => attachment?.id ?? null)).toEqual([null, 'a']);
    expect(warnings).toEqual([
      expect.stringContaining('article_id'),
      expect.stringMatching(/^photos: attachment 0: id must be/),
      expect.stringMatching(/^photos: photo 0 names "\.\.\/a"/),
    ]);
  });

  it('asks for no attachment from an attachments value that is not a list, with a warning per photo', () => {
    const { photos, warnings } = parseRenderInput({ path: '/en/', attachments: { a: attachments[0] }, photos: ['a'] });
    expect(photos[0]?.attachment).toBeNull();
    expect(warnings).toEqual(['photos: expected a list of attachments, got an object', expect.stringContaining('photo 0 names "a"')]);
  });

  it.each([['a', '"a"'], [{ id: 'a' }, 'an object'], [null, 'null'], [3, '3']])('refuses photos that are not a list (%j)', (photos, described) => {
    const parse = () => parseRenderInput({ path: '/en/', attachments, photos });
    expect(parse).toThrow(RenderInputError);
    expect(parse).toThrow(`photos must be a list of {id, sizes?, priority?}, got ${described}`);
  });

  it(`accepts ${MAX_PHOTOS} photos and refuses more, unparsed`, () => {
    expect(parseRenderInput({ path: '/en/', attachments, photos: Array(MAX_PHOTOS).fill('a') }).photos).toHaveLength(MAX_PHOTOS);
    expect(() => parseRenderInput({ path: '/en/', attachments, photos: Array(MAX_PHOTOS + 1).fill('a') })).toThrow(
      `photos lists ${MAX_PHOTOS + 1} photos; at most ${MAX_PHOTOS} may be asked for`,
    );
  });
});

// Issue 43: `?utm_x=1` and `?utm_x=2` were two cache entries, and the language links carried them.
describe('parseRenderInput: the path', () => {
  it.each([
    ['/en/articles/1?utm_source=news&utm_content=a1', '/en/articles/1'],
    ['/en/articles/1?keyword=ramen&gclid=abc&fbclid=def&UTM_Medium=x', '/en/articles/1?keyword=ramen'],
    ['/en/?msclkid=1&_ga=2&_gl=3&mc_cid=4&mc_eid=5&yclid=6&dclid=7&gbraid=8&wbraid=9&twclid=10&ttclid=11&li_fat_id=12', '/en/'],
    ['/en/categories/2?keyword=ramen&page=2', '/en/categories/2?keyword=ramen&page=2'],
    ['/en/?utmost=1', '/en/?utmost=1'],
  ])('keeps what the regions show of %s: %s', (path, expected) => {
    expect(parseRenderInput({ path }).path).toBe(expected);
  });
});

describe('the reader survey of a render request', () => {
  const request = { path: '/en/articles/4' };

  it('is none unless asked for; an action alone, or with the host’s answer to a post', () => {
    expect(parseRenderInput(request).survey).toBeNull();
    expect(parseRenderInput({ ...request, survey: { action: '/en/articles/4/survey' } }).survey).toEqual({ action: '/en/articles/4/survey' });
    const state = { values: { verdict: 'useful', comment: 'Hi' }, problems: ['commentTooLong'], status: 'failed' };
    expect(parseRenderInput({ ...request, survey: { action: '/en/articles/4/survey', state } }).survey).toEqual({ action: '/en/articles/4/survey', state });
  });

  it.each([
    ['an action on another site', { action: '//evil.example/survey' }, /survey.action must be a path on the site/],
    ['an absolute action', { action: 'https://evil.example/survey' }, /survey.action must be a path on the site/],
    ['an unknown problem', { action: '/s', state: { problems: ['tooShort'] } }, /survey.state.problems must list nothingChosen, commentTooLong/],
    ['a field that is not text', { action: '/s', state: { values: { comment: 3 } } }, /survey.state.values must hold/],
    ['an unknown field', { action: '/s', state: { values: { email: 'a@b.example' } } }, /survey.state.values must hold/],
    ['an unknown status', { action: '/s', state: { status: 'maybe' } }, /survey.state.status must be "sent" or "failed"/],
  ])('refuses %s, clearly', (_case, survey, message) => {
    expect(() => parseRenderInput({ ...request, survey })).toThrow(message);
  });
});
