import { keepSavePresses, offlineOpening } from '../src/contentTriggers';

/** The page's performance timeline: its navigation entry's Server-Timing entries, or no navigation entry at all. */
function performanceWith(navigation: { serverTiming?: { name: string; description: string }[] } | null): Pick<Performance, 'getEntriesByType'> & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    getEntriesByType: (type: string) => {
      asked.push(type);
      return type === 'navigation' && navigation ? [navigation as unknown as PerformanceEntry] : [];
    },
  };
}

const timing = (name: string, description = '') => ({ name, description, duration: 0 });

describe('offlineOpening', () => {
  it('is online without a Server-Timing mark of Tabiji’s service worker', () => {
    expect(offlineOpening(performanceWith({ serverTiming: [] }))).toBe('online');
    expect(offlineOpening(performanceWith({ serverTiming: [timing('cdn', 'HIT'), timing('db', 'saved')] }))).toBe('online');
    expect(offlineOpening(performanceWith({ serverTiming: [timing('tabiji-offline-v1', 'saved')] }))).toBe('online');
  });

  it('is online where the browser gives no navigation entry, or no Server-Timing in it', () => {
    expect(offlineOpening(performanceWith(null))).toBe('online');
    expect(offlineOpening(performanceWith({}))).toBe('online');
  });

  it('reads the navigation’s entry', () => {
    const performance = performanceWith({ serverTiming: [] });
    offlineOpening(performance);
    expect(performance.asked).toEqual(['navigation']);
  });

  it('is saved for a saved copy, and unsaved for the saved-items page standing in for a page not saved', () => {
    expect(offlineOpening(performanceWith({ serverTiming: [timing('tabiji-offline', 'saved')] }))).toBe('saved');
    expect(offlineOpening(performanceWith({ serverTiming: [timing('cdn', 'HIT'), timing('tabiji-offline', 'unsaved')] }))).toBe('unsaved');
  });

  it('takes a mark with any other description as a saved copy', () => {
    expect(offlineOpening(performanceWith({ serverTiming: [timing('tabiji-offline')] }))).toBe('saved');
    expect(offlineOpening(performanceWith({ serverTiming: [timing('tabiji-offline', 'UNSAVED')] }))).toBe('saved');
  });
});

describe('keepSavePresses', () => {
  it('keeps the presses the head marked before the entry ran (to save), and those made since with what the control said, until stopped', () => {
    document.body.innerHTML = '<button data-tabiji-save="article" data-tabiji-replay="save" data-tabiji-kept="">Save</button><button data-tabiji-save="place" data-tabiji-replay="save" aria-pressed="true">Save</button><button data-tabiji-save="place" aria-pressed="false">Save</button><button>Other</button>';
    const [article, savedPlace, place, other] = Array.from(document.querySelectorAll('button'));
    const presses = keepSavePresses(document);
    expect([...presses.pressed]).toEqual([[article, true]]);
    savedPlace!.click();
    other!.click();
    place!.click();
    // A second press of a control changes nothing: its first press is what it asked.
    savedPlace!.setAttribute('aria-pressed', 'false');
    savedPlace!.click();
    expect([...presses.pressed]).toEqual([[article, true], [savedPlace, false], [place, true]]);
    presses.stop();
    presses.pressed.clear();
    place!.click();
    expect([...presses.pressed]).toEqual([]);
  });
});
