import { parseRememberedUser, rememberedUserText } from '../../src/domain/rememberedUser';
import type { PageUser } from '../../src/domain/user';

const ada: PageUser = { isAuthenticated: true, name: 'Ada Lovelace', email: 'ada@example.com', photoURL: null, userMetadata: { user_id: 42 } };
const SESSION = 'uid-1:1764000000000';
const remembered = (user: unknown, session: unknown = SESSION) => JSON.stringify({ user, session });

describe('parseRememberedUser', () => {
  it('reads back the user the same session confirmed', () => {
    expect(parseRememberedUser(rememberedUserText(ada, SESSION), SESSION)).toEqual(ada);
    const other = { ...ada, name: null, userMetadata: { user_id: 'u-7' } };
    expect(parseRememberedUser(rememberedUserText(other, SESSION), SESSION)).toEqual(other);
  });

  it('keeps only the page user fields', () => {
    expect(parseRememberedUser(remembered({ ...ada, token: 'token-1' }), SESSION)).toEqual(ada);
  });

  // A shared device: the previous visitor's session ended (or another began), so their name is never shown.
  it.each([
    ['another session', rememberedUserText(ada, 'uid-2:1764000000001'), SESSION],
    ['the same user signed in again (a new session)', rememberedUserText(ada, 'uid-1:1764000099999'), SESSION],
    ['no session on the device now', rememberedUserText(ada, SESSION), undefined],
    ['an empty session now', rememberedUserText(ada, ''), ''],
    ['a user remembered before sessions were tied (the page user alone)', JSON.stringify(ada), SESSION],
    ['a session that is not text', remembered(ada, 7), '7'],
  ])('is null for %s', (_name, text, session) => {
    expect(parseRememberedUser(text, session)).toBeNull();
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['not JSON', '{ada'],
    ['not an object', '42'],
    ['null', 'null'],
    ['a user that is null', remembered(null)],
    ['not authenticated', remembered({ ...ada, isAuthenticated: false })],
    ['a name that is not text', remembered({ ...ada, name: 7 })],
    ['a photo that is not text', remembered({ ...ada, photoURL: { src: 'x' } })],
    ['no user id', remembered({ ...ada, userMetadata: {} })],
    ['no metadata', remembered({ ...ada, userMetadata: undefined })],
  ])('is null when %s', (_name, text) => {
    expect(parseRememberedUser(text, SESSION)).toBeNull();
  });
});
