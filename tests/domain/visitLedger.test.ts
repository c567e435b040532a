import type { PageViewStart, PageViewState } from '../../src/domain/pageViewStart';
import { ISLANDS_CLAIM, LEDGER, ledgerStep, PAGE_START_CLAIM, RESTORE_CLAIM, withPart, type LedgerAction, type LedgerPart } from '../../src/domain/visitLedger';

const claim = (state: PageViewState, vitals: PageViewState): PageViewStart => ({
  eventId: 'e1', atMs: 1_700_000_000_000, pageSequence: 1, href: 'https://guide.example/en/', referrer: '', state, vitals,
});

describe('the visit ledger', () => {
  // Each table written out as its rows: [state, action, next state, whether the actor records] (null: not the actor's).
  const VIEW_ROWS: Array<[PageViewState, LedgerAction, PageViewState | null, boolean]> = [
    ['pending', 'hand-over', 'handed-over', true],
    ['pending', 'adopt', 'adopted', true],
    ['handed-over', 'hand-over', 'handed-over', false],
    ['handed-over', 'adopt', 'adopted', false],
    ['adopted', 'hand-over', 'adopted', false],
    ['adopted', 'adopt', null, false],
  ];
  const VITALS_ROWS: Array<[PageViewState, LedgerAction, PageViewState | null, boolean]> = [
    ['pending', 'hand-over', 'handed-over', true],
    ['pending', 'adopt', 'adopted', true],
    ['handed-over', 'hand-over', 'handed-over', false],
    ['handed-over', 'adopt', 'handed-over', false],
    ['adopted', 'hand-over', 'adopted', false],
    ['adopted', 'adopt', 'adopted', true],
  ];

  it.each(VIEW_ROWS)('the page view, %s, on %s: becomes %s (the actor records it: %s)', (state, action, next, isRecording) => {
    const step = ledgerStep(claim(state, 'adopted'), 'view', action);
    expect(step).toEqual(next === null ? null : { next, isActorRecording: isRecording });
  });

  it.each(VITALS_ROWS)('the web vitals, %s, on %s: become %s (the actor records them: %s)', (state, action, next, isRecording) => {
    const step = ledgerStep(claim('adopted', state), 'vitals', action);
    expect(step).toEqual(next === null ? null : { next, isActorRecording: isRecording });
  });

  it('the rows above are the whole table', () => {
    for (const part of ['view', 'vitals'] as const) {
      const rows = part === 'view' ? VIEW_ROWS : VITALS_ROWS;
      expect(Object.values(LEDGER[part]).flatMap((byAction) => Object.keys(byAction))).toHaveLength(rows.length);
    }
  });

  // Whatever order the page start (hand-over) and the islands (adopt) act in, each part of a claim is recorded by one
  // of them only, as soon as either acts on it. (The meter asking again is the same recorder: it records once.)
  const sequences = (length: number): LedgerAction[][] =>
    length === 0 ? [[]] : sequences(length - 1).flatMap((rest) => (['hand-over', 'adopt'] as const).map((action) => [action, ...rest]));

  it.each(['view', 'vitals'] as LedgerPart[])('the %s of a new page-start claim is recorded exactly once, in every order of up to five steps', (part) => {
    for (let length = 1; length <= 5; length += 1) {
      for (const actions of sequences(length)) {
        let current = claim(PAGE_START_CLAIM.state, PAGE_START_CLAIM.vitals);
        const recorders = new Set<LedgerAction>();
        for (const action of actions) {
          const step = ledgerStep(current, part, action);
          // Not this claim's actor any more: the islands claim anew, a page view of its own.
          if (!step) break;
          if (step.isActorRecording) recorders.add(action);
          current = withPart(current, part, step.next);
        }
        expect({ actions, recorders: recorders.size }).toEqual({ actions, recorders: 1 });
      }
    }
  });

  it('a restore leaves the vitals to the meter and the page view to whoever comes first; the islands’ own claim is theirs', () => {
    expect(RESTORE_CLAIM).toEqual({ state: 'pending', vitals: 'adopted' });
    expect(ledgerStep(claim(RESTORE_CLAIM.state, RESTORE_CLAIM.vitals), 'vitals', 'hand-over')).toEqual({ next: 'adopted', isActorRecording: false });
    expect(ISLANDS_CLAIM).toEqual({ state: 'adopted', vitals: 'adopted' });
  });

  it('withPart moves one part only', () => {
    expect(withPart(claim('pending', 'pending'), 'vitals', 'handed-over')).toEqual(claim('pending', 'handed-over'));
    expect(withPart(claim('pending', 'pending'), 'view', 'adopted')).toEqual(claim('adopted', 'pending'));
  });
});
