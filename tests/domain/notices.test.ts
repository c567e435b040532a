import { isPandemicNoticeClosed, PANDEMIC_NOTICE_VERSION } from '../../src/domain/notices';

describe('pandemic notice rules', () => {
  it.each([
    [PANDEMIC_NOTICE_VERSION, true],
    [null, false],
    ['2020-03', false],
    ['', false],
  ])('stored %j → closed: %s', (stored, expected) => {
    expect(isPandemicNoticeClosed(stored)).toBe(expected);
  });

  it('shows a new version again after the old one was closed', () => {
    expect(isPandemicNoticeClosed('v1', 'v2')).toBe(false);
    expect(isPandemicNoticeClosed('v2', 'v2')).toBe(true);
  });
});
