/**
 * @jest-environment node
 */
import { callDemoModule } from '../callDemoModule';
import { validRecord } from './validRecord';

type Parsed = { records: Array<Record<string, unknown>>; rejected: Array<{ index: number; reason: string }>; dropped: number } | { error: string };

const parse = (...bodies: string[]): Parsed[] => callDemoModule<Parsed>('demo/collector/parseEventLogBody.mjs', 'parseEventLogBody', bodies.map((body) => [body]));
const batch = (records: unknown[], dropped?: unknown): string => JSON.stringify(dropped === undefined ? { records } : { records, dropped });

describe('parseEventLogBody (the demo collector’s batch envelope)', () => {
  it.each([
    ['not JSON', '{"records": [', 'not valid JSON'],
    ['a bare record', JSON.stringify(validRecord('e-1')), 'only "records" and "dropped"'],
    ['a bare list', JSON.stringify([validRecord('e-1')]), 'must be an object'],
    ['null', 'null', 'must be an object'],
    ['records not an array', JSON.stringify({ records: { 0: validRecord('e-1') } }), 'records must be an array'],
    ['no records', JSON.stringify({ dropped: 1 }), 'records must be an array'],
    ['1001 records', batch(Array.from({ length: 1001 }, (_, index) => validRecord(`e-${index}`))), 'at most 1000 records'],
    ['a negative dropped', batch([], -1), 'dropped'],
    ['a fractional dropped', batch([], 0.5), 'dropped'],
    ['dropped as text', batch([], '3'), 'dropped'],
    ['another envelope key', JSON.stringify({ records: [], dropped: 0, user: 'x' }), 'only "records" and "dropped"'],
    ['an own __proto__ envelope key', '{"records": [], "__proto__": {"isAdmin": true}}', 'only "records" and "dropped"'],
  ])('refuses the whole batch when the envelope is %s', (_what, body, error) => {
    expect(parse(body)).toEqual([{ error: expect.stringContaining(error) }]);
  });

  it('does not quote the body when it is not JSON', () => {
    const [parsed] = parse('{"records": [{"event_id": "secret-token-123"');
    expect(JSON.stringify(parsed)).not.toContain('secret-token-123');
  });

  it('keeps the good records of a mixed batch and names the bad ones by position and rule, not by value', () => {
    const body = batch([
      validRecord('good-1'),
      validRecord('bad-1', { page_sequence: 0 }),
      validRecord('good-2', { user_id: 'user-42' }),
      { ...validRecord('bad-2'), password: 'hunter2' },
      'not a record',
    ], 7);
    const [parsed] = parse(body);
    expect(parsed).toEqual({
      records: [validRecord('good-1'), validRecord('good-2', { user_id: 'user-42' })],
      rejected: [
        { index: 1, reason: expect.stringContaining('page_sequence') },
        { index: 3, reason: expect.stringContaining('outside the schema') },
        { index: 4, reason: 'not an object' },
      ],
      dropped: 7,
    });
    expect(JSON.stringify((parsed as { rejected: unknown }).rejected)).not.toMatch(/bad-|hunter2|password|not a record/);
  });

  it('takes a batch of 1000 records and a missing dropped as 0', () => {
    const [parsed] = parse(batch(Array.from({ length: 1000 }, (_, index) => validRecord(`e-${index}`))));
    expect(parsed).toMatchObject({ rejected: [], dropped: 0 });
    expect((parsed as { records: unknown[] }).records).toHaveLength(1000);
  });
});
