import {
  afterPhotoError,
  parsePlaceAttachments,
  parsePlaceAttachmentsJson,
  photoAlt,
  photoSizes,
  PHOTO_LIMITS,
  type PhotoFrameState,
  type PlaceAttachment,
} from '../../src/domain/placePhotos';

const raw = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'kinkakuji-1',
  host: 'new',
  width: 1600,
  height: 1067,
  alt: { en: 'The Golden Pavilion across its pond', jp: '鏡湖池越しの金閣' },
  ...overrides,
});

const attachment = (overrides: Partial<PlaceAttachment> = {}): PlaceAttachment => ({
  id: 'kinkakuji-1',
  host: 'new',
  width: 1600,
  height: 1067,
  alt: {},
  isDecorative: false,
  ...overrides,
});

describe('parsePlaceAttachments', () => {
  it('reads a valid list, trimming alt texts', () => {
    const { attachments, errors } = parsePlaceAttachments([
      raw({ alt: { en: '  The Golden Pavilion  ', th: 'ศาลาทอง' } }),
      raw({ id: 'old_2.v1', host: 'old', width: 640, height: 480, decorative: true, alt: undefined }),
    ]);
    expect(errors).toEqual([]);
    expect(attachments).toEqual([
      { id: 'kinkakuji-1', host: 'new', width: 1600, height: 1067, alt: { en: 'The Golden Pavilion', th: 'ศาลาทอง' }, isDecorative: false },
      { id: 'old_2.v1', host: 'old', width: 640, height: 480, alt: {}, isDecorative: true },
    ]);
  });

  it.each([undefined, null])('reads %p as no attachments, without an error', (value) => {
    expect(parsePlaceAttachments(value)).toEqual({ attachments: [], errors: [] });
  });

  it.each([[{ id: 'a' }, 'an object'], ['photos', '"photos"'], [3, '3']])('refuses a value that is not a list (%j)', (value, described) => {
    expect(parsePlaceAttachments(value)).toEqual({ attachments: [], errors: [`photos: expected a list of attachments, got ${described}`] });
  });

  it.each<[string, unknown, string]>([
    ['not an object', 'kinkakuji-1', 'expected an object'],
    ['a list', [raw()], 'expected an object'],
    ['no id', raw({ id: undefined }), 'id must be'],
    ['a numeric id', raw({ id: 12 }), 'id must be'],
    ['an empty id', raw({ id: '' }), 'id must be'],
    ['an id with a slash', raw({ id: 'a/b' }), 'id must be'],
    ['a dot-dot id', raw({ id: '..' }), 'id must be'],
    ['an id climbing out', raw({ id: '../secret' }), 'id must be'],
    ['an id starting with a dot', raw({ id: '.hidden' }), 'id must be'],
    ['an id with a query', raw({ id: 'a?x=1' }), 'id must be'],
    ['an id with a space', raw({ id: 'a b' }), 'id must be'],
    ['an id with markup', raw({ id: '"><img src=x onerror=alert(1)>' }), 'id must be'],
    ['an id too long', raw({ id: 'a'.repeat(PHOTO_LIMITS.maxIdLength + 1) }), 'id must be'],
    ['an unknown host', raw({ host: 'cdn' }), 'host must be "new" or "old"'],
    ['no host', raw({ host: undefined }), 'host must be "new" or "old"'],
    ['a zero width', raw({ width: 0 }), 'width and height'],
    ['a fractional height', raw({ height: 10.5 }), 'width and height'],
    ['a negative width', raw({ width: -640 }), 'width and height'],
    ['a width as text', raw({ width: '640' }), 'width and height'],
    ['a huge height', raw({ height: PHOTO_LIMITS.maxDimension + 1 }), 'width and height'],
    ['an infinite width', raw({ width: Infinity }), 'width and height'],
  ])('leaves out an attachment with %s, with an error naming its index', (_what, item, message) => {
    const { attachments, errors } = parsePlaceAttachments([raw({ id: 'kept' }), item]);
    expect(attachments.map(({ id }) => id)).toEqual(['kept']);
    expect(errors).toEqual([expect.stringContaining('photos: attachment 1')]);
    expect(errors[0]).toContain(message);
  });

  it('accepts ids at the length limit and of every allowed character', () => {
    const ids = ['a'.repeat(PHOTO_LIMITS.maxIdLength), 'A-z_0.9', '_x', '-x', '9'];
    const { attachments, errors } = parsePlaceAttachments(ids.map((id) => raw({ id })));
    expect(errors).toEqual([]);
    expect(attachments.map(({ id }) => id)).toEqual(ids);
  });

  it('accepts dimensions at the limit', () => {
    const { attachments, errors } = parsePlaceAttachments([raw({ width: 1, height: PHOTO_LIMITS.maxDimension })]);
    expect(errors).toEqual([]);
    expect(attachments).toHaveLength(1);
  });

  it('keeps the first of two attachments with the same id, reporting the second', () => {
    const { attachments, errors } = parsePlaceAttachments([raw({ width: 800 }), raw({ id: 'other' }), raw({ width: 400 })]);
    expect(attachments.map(({ id, width }) => [id, width])).toEqual([['kinkakuji-1', 800], ['other', 1600]]);
    expect(errors).toEqual(['photos: attachment 2: the id "kinkakuji-1" is listed twice; the first is used']);
  });

  it(`reads only the first ${PHOTO_LIMITS.maxAttachments} attachments of a longer list, saying so once`, () => {
    const list = Array.from({ length: PHOTO_LIMITS.maxAttachments + 50 }, (_, index) => raw({ id: `p${index}` }));
    const { attachments, errors } = parsePlaceAttachments(list);
    expect(attachments).toHaveLength(PHOTO_LIMITS.maxAttachments);
    expect(attachments.at(-1)?.id).toBe(`p${PHOTO_LIMITS.maxAttachments - 1}`);
    expect(errors).toEqual([`photos: ${PHOTO_LIMITS.maxAttachments + 50} attachments; only the first ${PHOTO_LIMITS.maxAttachments} are read`]);
  });

  it('ignores alt texts in unknown languages or that are not text, keeping the others', () => {
    const { attachments, errors } = parsePlaceAttachments([raw({ alt: { en: 'Pavilion', fr: 'Pavillon', jp: 3, th: '   ' } })]);
    expect(attachments[0]?.alt).toEqual({ en: 'Pavilion' });
    expect(errors).toEqual([
      'photos: attachment 0 (kinkakuji-1): alt language "fr" is not a path code; ignored',
      'photos: attachment 0 (kinkakuji-1): alt.jp must be text; ignored',
      'photos: attachment 0 (kinkakuji-1): alt.th must be text; ignored',
    ]);
  });

  it('does not take inherited keys for alt languages', () => {
    const { attachments, errors } = parsePlaceAttachments([raw({ alt: JSON.parse('{"__proto__": "x", "en": "Pavilion"}') })]);
    expect(attachments[0]?.alt).toEqual({ en: 'Pavilion' });
    expect(Object.getPrototypeOf(attachments[0]?.alt)).toBe(Object.prototype);
    expect(errors).toEqual([expect.stringContaining('alt language "__proto__" is not a path code')]);
  });

  it(`cuts alt texts to ${PHOTO_LIMITS.maxAltLength} characters`, () => {
    const { attachments } = parsePlaceAttachments([raw({ alt: { en: 'x'.repeat(PHOTO_LIMITS.maxAltLength + 100) } })]);
    expect(attachments[0]?.alt.en).toHaveLength(PHOTO_LIMITS.maxAltLength);
  });

  it('reports an alt that is not an object, and a photo with no alt that is not decorative, but shows it', () => {
    const { attachments, errors } = parsePlaceAttachments([raw({ alt: 'The Golden Pavilion' }), raw({ id: 'b', alt: undefined })]);
    expect(attachments.map(({ id, alt, isDecorative }) => ({ id, alt, isDecorative }))).toEqual([
      { id: 'kinkakuji-1', alt: {}, isDecorative: false },
      { id: 'b', alt: {}, isDecorative: false },
    ]);
    expect(errors).toEqual([
      'photos: attachment 0 (kinkakuji-1): alt must be an object of texts by language, got "The Golden Pavilion"; ignored',
      'photos: attachment 0 (kinkakuji-1): no alt text and not marked decorative; shown with an empty alt',
      'photos: attachment 1 (b): no alt text and not marked decorative; shown with an empty alt',
    ]);
  });

  it('drops the alt texts of a decorative photo, and only `true` makes one decorative', () => {
    const { attachments, errors } = parsePlaceAttachments([raw({ decorative: true }), raw({ id: 'b', decorative: 'yes' })]);
    expect(attachments.map(({ alt, isDecorative }) => ({ alt, isDecorative }))).toEqual([
      { alt: {}, isDecorative: true },
      { alt: { en: 'The Golden Pavilion across its pond', jp: '鏡湖池越しの金閣' }, isDecorative: false },
    ]);
    expect(errors).toEqual([]);
  });

  it('keeps hostile alt text as text, to be escaped where it is written', () => {
    const hostile = '"><img src=x onerror=alert(1)> <script>alert(2)</script>';
    const { attachments, errors } = parsePlaceAttachments([raw({ alt: { en: hostile } })]);
    expect(errors).toEqual([]);
    expect(attachments[0]?.alt.en).toBe(hostile);
  });

  it('cuts a hostile value in an error message short', () => {
    const { errors } = parsePlaceAttachments([raw({ id: 'x'.repeat(5000) }), raw({ alt: { ['y'.repeat(5000)]: 'a' } })]);
    for (const error of errors) expect(error.length).toBeLessThan(200);
  });
});

describe('parsePlaceAttachmentsJson', () => {
  it.each([null, '', '   \n'])('reads %j as no attachments', (text) => {
    expect(parsePlaceAttachmentsJson(text)).toEqual({ attachments: [], errors: [] });
  });

  it('parses the JSON text', () => {
    expect(parsePlaceAttachmentsJson(JSON.stringify([raw()])).attachments.map(({ id }) => id)).toEqual(['kinkakuji-1']);
  });

  it('reports text that is not JSON, naming the script', () => {
    const { attachments, errors } = parsePlaceAttachmentsJson('[{"id": ');
    expect(attachments).toEqual([]);
    expect(errors).toEqual([expect.stringMatching(/^photos: tabiji-photos is not JSON \(/)]);
  });

  it('reports JSON that is not a list', () => {
    expect(parsePlaceAttachmentsJson('{"photos": []}').errors).toEqual(['photos: expected a list of attachments, got an object']);
  });
});

describe('photoAlt', () => {
  const alt = { en: 'The Golden Pavilion', jp: '金閣', th: 'ศาลาทอง' };

  it.each<[string, PlaceAttachment['alt'], Parameters<typeof photoAlt>[1], ReturnType<typeof photoAlt>]>([
    ['the page’s own language', alt, 'th', { text: 'ศาลาทอง', lang: null }],
    ['the page’s own language (Japanese)', alt, 'jp', { text: '金閣', lang: null }],
    ['English when the page’s is missing', alt, 'ko', { text: 'The Golden Pavilion', lang: 'en' }],
    ['Japanese when English is missing too', { jp: '金閣' }, 'ko', { text: '金閣', lang: 'jp' }],
    ['Japanese on an English page without English', { jp: '金閣', th: 'ศาลาทอง' }, 'en', { text: '金閣', lang: 'jp' }],
    ['nothing when no fallback language has one', { th: 'ศาลาทอง' }, 'ko', { text: '', lang: null }],
    ['nothing when there is none', {}, 'en', { text: '', lang: null }],
  ])('gives %s', (_what, texts, pathCode, expected) => {
    expect(photoAlt(attachment({ alt: texts }), pathCode)).toEqual(expected);
  });

  it('gives an empty alt for a decorative photo, whatever it carries', () => {
    expect(photoAlt(attachment({ alt, isDecorative: true }), 'en')).toEqual({ text: '', lang: null });
  });
});

describe('afterPhotoError', () => {
  it.each<[PhotoFrameState, boolean, PhotoFrameState]>([
    ['primary', true, 'fallback'],
    ['primary', false, 'empty'],
    ['fallback', true, 'empty'],
    ['fallback', false, 'empty'],
    ['empty', true, 'empty'],
    ['empty', false, 'empty'],
  ])('%s with a fallback %p → %s', (state, hasFallback, next) => {
    expect(afterPhotoError(state, hasFallback)).toBe(next);
  });
});

describe('photoSizes', () => {
  it.each([
    ['(min-width: 60rem) 40rem, 100vw', '(min-width: 60rem) 40rem, 100vw'],
    ['  50vw  ', '50vw'],
    ['(max-width: 600px) calc(100vw - 2rem), 600px', '(max-width: 600px) calc(100vw - 2rem), 600px'],
    ['(min-width: 48em) 33.3%, 100vw', '(min-width: 48em) 33.3%, 100vw'],
    ['(min-aspect-ratio: 16/9) calc(100vw / 3), 100vw', '(min-aspect-ratio: 16/9) calc(100vw / 3), 100vw'],
  ])('keeps %j', (value, sizes) => {
    expect(photoSizes(value)).toBe(sizes);
  });

  it.each([
    undefined,
    null,
    42,
    '',
    '   ',
    '100vw" onload="alert(1)',
    "100vw' onerror='x",
    '<img src=x onerror=alert(1)>',
    'url(https://evil.example/x.png)',
    'https://evil.example/x 100vw',
    '//evil.example/x 100vw',
    'URL(x.png)',
    '100vw; background: red',
    '100vw\u0000',
    `${'(min-width: 1px) 1px, '.repeat(20)}100vw`,
  ])('gives 100vw for %j', (value) => {
    expect(photoSizes(value)).toBe('100vw');
  });
});
