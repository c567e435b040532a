import { isPlaceId, parsePlace, PLACE_LIMITS } from '../../src/domain/place';

const answer = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'kinkaku-ji',
  lang: 'en',
  kind: 'temple',
  name: 'Kinkaku-ji (Golden Pavilion)',
  address: { postalCode: '603-8361', region: 'Kyoto', locality: 'Kita-ku, Kyoto', street: '1 Kinkakuji-cho' },
  geo: { lat: 35.0394, lng: 135.7292 },
  hours: { weekly: [{ days: [0, 1, 2, 3, 4, 5, 6], opens: '09:00', closes: '17:00' }] },
  hoursNote: 'Last entry 16:50.',
  closedNote: null,
  access: 'Kyoto City Bus 101 or 205 to Kinkakuji-michi',
  price: 'Adults ¥500',
  website: 'https://www.shokoku-ji.jp/kinkakuji/',
  phone: '+81-75-461-0013',
  ...overrides,
});

describe('a place from the place manager (parsePlace)', () => {
  it('reads every field of a good answer', () => {
    const { place, errors } = parsePlace(answer(), 'kinkaku-ji');
    expect(errors).toEqual([]);
    expect(place).toEqual({
      id: 'kinkaku-ji',
      language: 'en',
      kind: 'temple',
      name: 'Kinkaku-ji (Golden Pavilion)',
      address: { postalCode: '603-8361', region: 'Kyoto', locality: 'Kita-ku, Kyoto', street: '1 Kinkakuji-cho' },
      geo: { latitude: 35.0394, longitude: 135.7292 },
      hours: { always: false, weekly: [{ days: [0, 1, 2, 3, 4, 5, 6], opens: '09:00', closes: '17:00' }] },
      hoursNote: 'Last entry 16:50.',
      closedNote: null,
      access: 'Kyoto City Bus 101 or 205 to Kinkakuji-michi',
      price: 'Adults ¥500',
      website: 'https://www.shokoku-ji.jp/kinkakuji/',
      phone: '+81-75-461-0013',
    });
  });

  it('has no place for an answer about another place, without a name or with an unknown language', () => {
    expect(parsePlace(answer({ id: 'ginkaku-ji' }), 'kinkaku-ji')).toEqual({ place: null, errors: ['place kinkaku-ji: the answer is about "ginkaku-ji"'] });
    expect(parsePlace(answer({ name: '  ' }), 'kinkaku-ji').place).toBeNull();
    expect(parsePlace(answer({ name: 42 }), 'kinkaku-ji').errors).toContain('place kinkaku-ji: the answer has no name');
    expect(parsePlace(answer({ lang: 'fr' }), 'kinkaku-ji').errors).toEqual(['place kinkaku-ji: lang should be a path code such as "en", got "fr"']);
    expect(parsePlace('<html>', 'kinkaku-ji').errors).toEqual(['place kinkaku-ji: expected an object, got "<html>"']);
    expect(parsePlace([answer()], 'kinkaku-ji').errors).toEqual(['place kinkaku-ji: expected an object, got a list']);
  });

  it('leaves out each malformed field with a message and keeps the rest', () => {
    const { place, errors } = parsePlace(answer({
      geo: { lat: '35', lng: 135 },
      website: 'javascript:alert(1)',
      phone: '<b>call</b>',
      price: 500,
      address: { region: 'Kyoto' },
      hours: { weekly: [{ days: [7], opens: '09:00', closes: '17:00' }, { days: [1], opens: '18:00', closes: '09:00' }] },
    }), 'kinkaku-ji');
    expect(place).toMatchObject({ name: 'Kinkaku-ji (Golden Pavilion)', geo: null, website: null, phone: null, price: null, address: null, hours: null, access: expect.any(String) });
    expect(errors).toHaveLength(7);
    expect(errors.join('\n')).toMatch(/geo should be \{ lat, lng \}/);
    expect(errors.join('\n')).toMatch(/website should be an https address, got "javascript:alert\(1\)"/);
    expect(errors.join('\n')).toMatch(/hours\.weekly\[1\]/);
  });

  it('takes only https websites, without credentials', () => {
    expect(parsePlace(answer({ website: 'http://example.jp/' }), 'kinkaku-ji').place?.website).toBeNull();
    expect(parsePlace(answer({ website: 'https://user:pw@example.jp/' }), 'kinkaku-ji').place?.website).toBeNull();
    expect(parsePlace(answer({ website: 'https://example.jp/a b' }), 'kinkaku-ji').place?.website).toBe('https://example.jp/a%20b');
  });

  it('keeps hostile text as text: control characters and line breaks out, nothing else changed', () => {
    const { place } = parsePlace(answer({ name: '<script>alert(1)</script>\u0000\u2028 Temple\n\tGate' }), 'kinkaku-ji');
    expect(place?.name).toBe('<script>alert(1)</script> Temple Gate');
  });

  it('refuses text over the length limit', () => {
    const { place, errors } = parsePlace(answer({ access: 'x'.repeat(PLACE_LIMITS.maxTextLength + 1) }), 'kinkaku-ji');
    expect(place?.access).toBeNull();
    expect(errors).toEqual([`place kinkaku-ji: access is longer than ${PLACE_LIMITS.maxTextLength} characters; left out`]);
  });

  it('shows a kind it does not know as a landmark, and says so', () => {
    const { place, errors } = parsePlace(answer({ kind: 'volcano' }), 'kinkaku-ji');
    expect(place?.kind).toBe('landmark');
    expect(errors).toEqual(['place kinkaku-ji: kind "volcano" is not one Tabiji knows; shown as a landmark']);
  });

  it('drops a postal code that is not Japanese and keeps the address', () => {
    const { place, errors } = parsePlace(answer({ address: { postalCode: 'SW1A 1AA', region: 'Kyoto', locality: 'Kyoto', street: '1' } }), 'kinkaku-ji');
    expect(place?.address).toEqual({ postalCode: null, region: 'Kyoto', locality: 'Kyoto', street: '1' });
    expect(errors).toHaveLength(1);
  });
});

describe('place ids', () => {
  it('are letters, digits, "-" and "_", at most 80 characters', () => {
    expect(isPlaceId('fushimi-inari_1')).toBe(true);
    for (const bad of ['', '-a', '../x', 'a/b', 'a?b', 'x'.repeat(81), 7, null]) expect(isPlaceId(bad)).toBe(false);
  });
});
