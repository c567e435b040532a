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
});
