import { parsePageViewStart } from '../../src/domain/pageViewStart';

const stored = { eventId: 'e1', atMs: 1_700_000_000_000, pageSequence: 2, href: 'https://guide.example/en/', referrer: '', state: 'pending' };

describe('parsePageViewStart', () => {
  it('reads the claim with its vitals state; one stored by an earlier build leaves the vitals to the meter', () => {
    expect(parsePageViewStart(JSON.stringify({ ...stored, vitals: 'pending' }))).toEqual({ ...stored, vitals: 'pending' });
    expect(parsePageViewStart(JSON.stringify(stored))).toEqual({ ...stored, vitals: 'adopted' });
  });

  it('reads tampered or broken storage as no claim', () => {
    for (const text of [null, '', '{', '[]', JSON.stringify({ ...stored, vitals: 'sent' }), JSON.stringify({ ...stored, state: 'done' }), JSON.stringify({ ...stored, pageSequence: 0 }), JSON.stringify({ ...stored, atMs: 1e20 })]) {
      expect(parsePageViewStart(text)).toBeNull();
    }
  });

  it('numbers a claim the head script stored without a page number, only when told how (otherwise it is no claim yet)', () => {
    const unnumbered = { eventId: stored.eventId, atMs: stored.atMs, href: stored.href, referrer: stored.referrer, state: 'pending', vitals: 'pending' };
    const text = JSON.stringify(unnumbered);
    expect(parsePageViewStart(text)).toBeNull();
    expect(parsePageViewStart(text, () => 7)).toEqual({ ...unnumbered, pageSequence: 7 });
    // A stored number is kept, and a number out of bounds is no claim, whoever gives it.
    expect(parsePageViewStart(JSON.stringify({ ...stored, vitals: 'pending' }), () => 7)?.pageSequence).toBe(2);
    expect(parsePageViewStart(text, () => 0)).toBeNull();
  });
});
