/**
 * @jest-environment node
 */
import { recordMakers, reportsOf } from './reportHelpers';

// The report's p75s and medians, computed in SQL (demo/report/reportQueries.mjs: quantile_disc and median), against
// their definitions: known cases, and random groups replayable by their seed.

const { vitals, slot } = recordMakers('q');

/** The reference definitions the SQL must meet: the nearest-rank percentile, and the median. */
function nearestRank(values: readonly number[], p: number): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil((p / 100) * sorted.length)) - 1];
}
function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A repeatable pseudo-random sequence in [0, 1) (mulberry32), so a failure can be replayed. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('p75 is the nearest-rank percentile, and medians the middle value or the mean of the two middle ones', () => {
  const p75Cases: Array<[string, number[], number]> = [
    ['ten values: rank ⌈7.5⌉ = 8', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 8],
    ['four values, unsorted: rank 3', [40, 10, 30, 20], 30],
    ['one value: itself', [2600], 2600],
    ['three values: rank ⌈2.25⌉ = 3', [100, 300, 200], 300],
    ['a value that is not in the middle is never interpolated', [0, 1000], 1000],
  ];
  const medianCases: Array<[string, number[], number | undefined]> = [
    ['odd count: the middle value', [3, 1, 2], 2],
    ['even count: the mean of the two middle values', [40, 10, 30, 20], 25],
    ['one value: itself', [7], 7],
    ['no value: none', [], undefined],
  ];
  // Random groups, replayable by their seed: LCP in whole ms, CLS with decimals, ad render times for the medians.
  const random = randomFrom(20_260_301);
  const randomGroups = Array.from({ length: 40 }, (_unused, index) => {
    const length = 1 + Math.floor(random() * 30);
    return {
      key: `random-${index}`,
      lcp: Array.from({ length }, () => Math.floor(random() * 10_000)),
      cls: Array.from({ length }, () => Math.round(random() * 1000) / 1000),
      rendered: Array.from({ length }, () => Math.floor(random() * 5000)),
    };
  });
  const [report] = reportsOf([[[
    ...p75Cases.flatMap(([what, values]) => values.map((lcp) => vitals('en', { page_type: what, lcp_ms: lcp }))),
    ...medianCases.flatMap(([what, values]) => (values.length > 0 ? values : [undefined]).map((rendered) =>
      slot(what, { outcome: 'filled', requested_ms: 1, ...(rendered === undefined ? {} : { rendered_ms: rendered }) }))),
    ...randomGroups.flatMap(({ key, lcp, cls, rendered }) => [
      ...lcp.map((value, index) => vitals('en', { page_type: key, lcp_ms: value, cls: cls[index] })),
      ...rendered.map((value) => slot(key, { outcome: 'filled', requested_ms: 1, rendered_ms: value })),
    ]),
  ]]]);
  const byPageType = new Map(report!.vitals.byPageType.map((group) => [group.key, group]));
  const bySlot = new Map(report!.adSlots.map((summary) => [summary.slot, summary]));

  it.each(p75Cases)('p75 of %s', (what, _values, expected) => {
    expect(byPageType.get(what)?.lcp_ms.p75).toBe(expected);
  });

  it.each(medianCases)('median of %s', (what, _values, expected) => {
    expect(bySlot.get(what)?.medianRenderMs).toBe(expected);
  });

  it('meets both definitions on random groups', () => {
    for (const { key, lcp, cls, rendered } of randomGroups) {
      expect([key, byPageType.get(key)?.lcp_ms.p75, byPageType.get(key)?.cls.p75]).toEqual([key, nearestRank(lcp, 75), nearestRank(cls, 75)]);
      expect([key, bySlot.get(key)?.medianRenderMs]).toEqual([key, median(rendered)]);
    }
  });
});
