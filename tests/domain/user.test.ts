import { parseCachedPageUser, type PageUser } from '../../src/domain/user';

const ada: PageUser = { isAuthenticated: true, name: 'Ada Lovelace', email: 'ada@example.com', photoURL: null, userMetadata: { user_id: 42 } };

describe('parseCachedPageUser', () => {
  it('reads back a cached page user', () => {
    expect(parseCachedPageUser(JSON.stringify(ada))).toEqual(ada);
    expect(parseCachedPageUser(JSON.stringify({ ...ada, name: null, userMetadata: { user_id: 'u-7' } }))).toEqual({ ...ada, name: null, userMetadata: { user_id: 'u-7' } });
  });

  it('keeps only the page user fields', () => {
    expect(parseCachedPageUser(JSON.stringify({ ...ada, token: 'token-1' }))).toEqual(ada);
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['not JSON', '{ada'],
    ['not an object', '42'],
    ['null', 'null'],
    ['not authenticated', JSON.stringify({ ...ada, isAuthenticated: false })],
    ['a name that is not text', JSON.stringify({ ...ada, name: 7 })],
    ['a photo that is not text', JSON.stringify({ ...ada, photoURL: { src: 'x' } })],
    ['no user id', JSON.stringify({ ...ada, userMetadata: {} })],
    ['no metadata', JSON.stringify({ ...ada, userMetadata: undefined })],
  ])('is null when %s', (_name, text) => {
    expect(parseCachedPageUser(text)).toBeNull();
  });
});
