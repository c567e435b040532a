import { checkedLocation, nextPageSequence, parseCachedLocation } from '../../src/domain/visitState';

describe('nextPageSequence', () => {
  it.each([
    [null, 1], ['1', 2], ['41', 42], ['', 1], ['abc', 1], ['-3', 1], ['1e3', 1], ['0', 1],
    ['9999', 10_000], ['10000', 10_000], ['10001', 1], ['99999', 1], ['999999999', 1], [' 5', 1], ['5.0', 1],
  ])('after %j comes %i', (stored, expected) => {
    expect(nextPageSequence(stored)).toBe(expected);
  });
});

describe('parseCachedLocation', () => {
  it.each([
    ['{"country":"JP","ip":"1.2.3.4"}', { country: 'JP', ip: '1.2.3.4' }],
    ['{"country":"US","ip":"2001:db8::1"}', { country: 'US', ip: '2001:db8::1' }],
    ['{"country":"DE","ip":"::ffff:192.0.2.1"}', { country: 'DE', ip: '::ffff:192.0.2.1' }],
    ['{"country":"","ip":""}', { country: '', ip: '' }],
    ['{"country":"JP","ip":""}', { country: 'JP', ip: '' }],
    ['{"country":"Japan","ip":"1.2.3.4"}', null],
    ['{"country":"jp","ip":"1.2.3.4"}', null],
    ['{"country":"<script>","ip":"1.2.3.4"}', null],
    ['{"country":"JP","ip":"256.1.1.1"}', null],
    ['{"country":"JP","ip":"1.2.3"}', null],
    ['{"country":"JP","ip":"01.2.3.4"}', null],
    ['{"country":"JP","ip":"localhost"}', null],
    ['{"country":"JP","ip":"2001:db8::1]@evil.example"}', null],
    ['{"country":"JP","ip":"2001:db8:::1"}', null],
    [`{"country":"JP","ip":"${'1:'.repeat(30)}1"}`, null],
    ['{"country":"JP"}', null],
    ['{"country":1}', null],
    ['null', null],
    ['"JP"', null],
    ['nope', null],
    [null, null],
  ])('%j → %j', (text, expected) => {
    expect(parseCachedLocation(text)).toEqual(expected);
  });
});

describe('checkedLocation', () => {
  it.each([
    [{ country: 'JP', ip: '203.0.113.7' }, { country: 'JP', ip: '203.0.113.7' }],
    [{ country: 'Japan', ip: '203.0.113.7' }, { country: '', ip: '203.0.113.7' }],
    [{ country: 'JP', ip: 'x'.repeat(64) }, { country: 'JP', ip: '' }],
  ])('%j → %j', (found, expected) => {
    expect(checkedLocation(found)).toEqual(expected);
  });
});
