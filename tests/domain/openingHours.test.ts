import {
  closedDays,
  hoursRows,
  isOpenAt,
  japanTimeOf,
  openingHoursSpecification,
  parseOpeningHours,
  timeOfDay,
  weekdayName,
  type OpeningHours,
} from '../../src/domain/openingHours';

const weekly = (periods: Array<{ days: number[]; opens: string; closes: string }>): OpeningHours => ({ always: false, weekly: periods });
/** 09:00–17:00, closed on Mondays. */
const museum = weekly([{ days: [0, 2, 3, 4, 5, 6], opens: '09:00', closes: '17:00' }]);

describe('opening hours', () => {
  it('parse always-open and weekly hours, leaving out bad periods with a message', () => {
    expect(parseOpeningHours({ always: true })).toEqual({ hours: { always: true }, errors: [] });
    expect(parseOpeningHours({ weekly: [{ days: [3, 1, 1], opens: '09:00', closes: '24:00' }, { days: [2], opens: '9:00', closes: '17:00' }] })).toEqual({
      hours: weekly([{ days: [1, 3], opens: '09:00', closes: '24:00' }]),
      errors: [expect.stringMatching(/^hours\.weekly\[1\] should be/)],
    });
    expect(parseOpeningHours('9-17').hours).toBeNull();
    expect(parseOpeningHours({ weekly: [] }).hours).toBeNull();
  });

  it('are read in Japan time, whatever the device says', () => {
    // 2025-06-02 is a Monday; 23:30 UTC on Sunday 1 June is 08:30 on Monday in Japan.
    expect(japanTimeOf(new Date('2025-06-01T23:30:00Z'))).toEqual({ day: 1, minutes: 8 * 60 + 30 });
  });

  it('say whether the place is open now', () => {
    expect(isOpenAt(museum, new Date('2025-06-03T01:00:00Z'))).toBe(true); // Tuesday 10:00 in Japan
    expect(isOpenAt(museum, new Date('2025-06-03T08:00:00Z'))).toBe(false); // Tuesday 17:00: closed at the closing time
    expect(isOpenAt(museum, new Date('2025-06-02T01:00:00Z'))).toBe(false); // Monday: closed day
    expect(isOpenAt({ always: true }, new Date('2025-06-02T18:00:00Z'))).toBe(true);
  });

  it('list the closed days', () => {
    expect(closedDays(museum)).toEqual([1]);
    expect(closedDays({ always: true })).toEqual([]);
  });

  it('group consecutive days with the same hours, Monday first', () => {
    const rows = hoursRows(weekly([
      { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '17:00' },
      { days: [6, 0], opens: '08:00', closes: '18:00' },
    ]) as OpeningHours & { always: false }, 'en-GB');
    expect(rows).toEqual([{ days: [1, 2, 3, 4, 5], times: ['9:00–17:00'] }, { days: [6, 0], times: ['8:00–18:00'] }]);
    expect(hoursRows(museum as OpeningHours & { always: false }, 'en-GB').map((row) => row.days)).toEqual([[2, 3, 4, 5, 6, 0]]);
  });

  it('name days and times in the reader’s language', () => {
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(0, 'ja')).toBe('日曜日');
    expect(weekdayName(6, 'th')).toBe('วันเสาร์');
    expect(timeOfDay('17:00', 'en-US')).toBe('5:00 PM');
    expect(timeOfDay('24:00', 'en-GB')).toBe('0:00');
  });

  it('give schema.org’s openingHoursSpecification', () => {
    expect(openingHoursSpecification(museum)).toEqual([{
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Sunday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => `https://schema.org/${day}`),
      opens: '09:00',
      closes: '17:00',
    }]);
    expect(openingHoursSpecification({ always: true })[0]).toMatchObject({ opens: '00:00', closes: '23:59' });
  });
});
