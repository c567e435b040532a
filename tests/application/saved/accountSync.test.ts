import { mustClear, syncWithAccount, type AccountSyncDeps } from '../../../src/application/saved/accountSync';
import type { SessionState } from '../../../src/application/session/sessionState';
import type { SavedItem } from '../../../src/domain/savedItems';
import { FakeAccountSavedItemsAdapter } from '../../fakes/FakeAccountSavedItemsAdapter';
import { signedInUser } from '../../fakes/FakeIdentityAdapter';
import { FakeSavedItemsStoreAdapter } from '../../fakes/FakeSavedItemsStoreAdapter';

const item = (n: number): SavedItem => ({ kind: 'article', key: `/en/articles/${n}`, title: `Article ${n}`, path: `/en/articles/${n}`, language: 'en', savedAtMs: 1000 + n });
const as = (userId: number, isConfirmed = true): SessionState => ({ status: 'signed-in', user: signedInUser({ userMetadata: { user_id: userId } }), isConfirmed });
const ANONYMOUS: SessionState = { status: 'anonymous' };

function deps(store: FakeSavedItemsStoreAdapter, account: FakeAccountSavedItemsAdapter) {
  const dropped: string[] = [];
  const copied: string[] = [];
  const reports: string[] = [];
  const all: AccountSyncDeps = {
    store, account,
    dropCopies: async (keys) => void dropped.push(...keys),
    copyNew: (items) => void copied.push(...items.map((each) => each.key)),
    report: (message) => void reports.push(message),
  };
  return { all, dropped, copied, reports };
}

describe('mustClear', () => {
  it.each<[string, string | null, SessionState, boolean, boolean | undefined, boolean]>([
    ['the device’s own list', null, ANONYMOUS, false, undefined, false],
    ['an account’s list, nobody can be signed in', '42', ANONYMOUS, false, undefined, true],
    ['an account’s list, the provider not answering (offline)', '42', ANONYMOUS, true, undefined, false],
    ['an account’s list, its owner signed out on the page', '42', ANONYMOUS, true, true, true],
    ['an account’s list, its owner confirmed', '42', as(42), true, undefined, false],
    ['an account’s list, another user confirmed', '42', as(7), true, undefined, true],
    ['an account’s list, its owner shown but not confirmed', '42', as(42, false), true, undefined, false],
  ])('%s', (_label, owner, session, mayBeSignedIn, hasSignedOut, expected) => {
    expect(mustClear(owner, { session, mayBeSignedIn, hasSignedOut })).toBe(expected);
  });
});

describe('syncWithAccount', () => {
  it('merges items another tab saved to the device’s own list while the merge was on its way', async () => {
    const store = new FakeSavedItemsStoreAdapter([item(1)]);
    const account = new FakeAccountSavedItemsAdapter([item(2)]);
    const merge = account.merge.bind(account);
    let isFirst = true;
    account.merge = async (items) => {
      const answer = await merge(items);
      if (isFirst) store.changeFromAnotherTab([item(3), item(1)]);
      isFirst = false;
      return answer;
    };
    const { all } = deps(store, account);
    expect(await syncWithAccount(all, { session: as(42), mayBeSignedIn: true })).toBe('merged');
    expect(account.calls.map((call) => ('merge' in call ? call.merge.map((each) => each.key) : call))).toEqual([['/en/articles/1'], ['/en/articles/3']]);
    expect(store.items.map((each) => each.key).sort()).toEqual(['/en/articles/1', '/en/articles/2', '/en/articles/3']);
    expect(store.owner()).toBe('42');
  });

  it('drops the copies of items taken off on another device, and copies those saved there', async () => {
    const store = new FakeSavedItemsStoreAdapter([item(1), item(2)], '42');
    const account = new FakeAccountSavedItemsAdapter([item(2), item(3)]);
    const { all, dropped, copied } = deps(store, account);
    expect(await syncWithAccount(all, { session: as(42), mayBeSignedIn: true })).toBe('read');
    expect(account.calls).toEqual([{ merge: [] }]);
    expect(dropped).toEqual(['/en/articles/1']);
    expect(copied).toEqual(['/en/articles/3']);
  });

  it('keeps the account’s list while its owner is shown but not yet confirmed', async () => {
    const store = new FakeSavedItemsStoreAdapter([item(1)], '42');
    const account = new FakeAccountSavedItemsAdapter();
    const { all } = deps(store, account);
    expect(await syncWithAccount(all, { session: as(42, false), mayBeSignedIn: true })).toBe('unchanged');
    expect(store.items).toEqual([item(1)]);
    expect(account.calls).toEqual([]);
  });

  it('asks the account whether anyone is signed in when the provider answered nobody: signed out, the list goes; no answer, it stays', async () => {
    const store = new FakeSavedItemsStoreAdapter([item(1)], '42');
    const account = new FakeAccountSavedItemsAdapter([item(1)]);
    const { all, dropped } = deps(store, account);
    account.failure = 'unreachable';
    expect(await syncWithAccount(all, { session: ANONYMOUS, mayBeSignedIn: true })).toBe('unreachable');
    expect(store.items).toEqual([item(1)]);
    account.failure = null;
    expect(await syncWithAccount(all, { session: ANONYMOUS, mayBeSignedIn: true })).toBe('unchanged');
    expect(store.owner()).toBe('42');
    account.failure = 'signed-out';
    expect(await syncWithAccount(all, { session: ANONYMOUS, mayBeSignedIn: true })).toBe('cleared');
    expect(store.items).toEqual([]);
    expect(store.owner()).toBeNull();
    expect(dropped).toEqual(['/en/articles/1']);
  });

  it('reports a device that refuses the account’s list, and keeps its own', async () => {
    const store = new FakeSavedItemsStoreAdapter([item(1)]);
    store.refusesWrites = true;
    const { all, reports } = deps(store, new FakeAccountSavedItemsAdapter());
    expect(await syncWithAccount(all, { session: as(42), mayBeSignedIn: true })).toBe('unreachable');
    expect(store.owner()).toBeNull();
    expect(reports).toHaveLength(1);
  });
});
