import { captureEarlyInteractions, HEAD_EVENTS, INTERACTION_EVENTS, kindsSeen } from '../../../src/adapters/browser/earlyInteractions';
import { BrowserPageLifecycleAdapter } from '../../../src/adapters/browser/BrowserPageLifecycleAdapter';

describe('captureEarlyInteractions (the head\'s notice script)', () => {
  // Its listeners stay on the window, as on a page: one capture for the whole file, the attributes reset per test.
  beforeAll(() => captureEarlyInteractions(document.documentElement));
  afterEach(() => {
    for (const name of ['data-tabiji-seen', 'data-tabiji-replay-listens']) document.documentElement.removeAttribute(name);
    document.body.innerHTML = '';
  });

  it('records each kind of interaction once, by its initial, for the entry\'s page adapter', () => {
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    window.dispatchEvent(new Event('scroll'));
    expect(document.documentElement.getAttribute('data-tabiji-seen')).toBe('ps');
    expect(kindsSeen(document.documentElement.getAttribute('data-tabiji-seen'))).toEqual(['press', 'scroll']);
    // The entry's page adapter, made later, counts them as seen: a task waiting for a press runs at once.
    const task = jest.fn();
    jest.useFakeTimers();
    new BrowserPageLifecycleAdapter().onFirstInteraction(task, ['press']);
    jest.runAllTimers();
    jest.useRealTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('marks <html> as it starts listening (empty: nothing seen yet), keeping what an earlier run recorded', () => {
    document.documentElement.removeAttribute('data-tabiji-seen');
    captureEarlyInteractions(document.documentElement);
    expect(document.documentElement.getAttribute('data-tabiji-seen')).toBe('');
    expect(kindsSeen('')).toEqual([]);
    document.documentElement.setAttribute('data-tabiji-seen', 'k');
    captureEarlyInteractions(document.documentElement);
    expect(document.documentElement.getAttribute('data-tabiji-seen')).toBe('k');
  });

  it('marks a replay button tapped before the entry listens, and nothing once it does; links are followed as HTML', () => {
    document.body.innerHTML = `
      <button type="button" data-tabiji-replay="consent-accept"><span>Accept</span></button>
      <a href="#settings" data-tabiji-replay="cookie-settings">Cookie settings</a>
      <button type="button" id="plain">Other</button>`;
    document.querySelector('span')?.click();
    document.querySelector('a')?.click();
    document.getElementById('plain')?.click();
    expect(Array.from(document.querySelectorAll('[data-tabiji-kept]'), (element) => element.textContent)).toEqual(['Accept']);
    document.querySelector('button')?.removeAttribute('data-tabiji-kept');
    document.documentElement.setAttribute('data-tabiji-replay-listens', '');
    document.querySelector('button')?.click();
    expect(document.querySelector('[data-tabiji-kept]')).toBeNull();
  });

  it('listens to the events the page adapter counts, each under its kind\'s initial', () => {
    const expected = Object.entries(INTERACTION_EVENTS).flatMap(([kind, types]) => types.map((type) => [type, kind[0]]));
    expect([...HEAD_EVENTS].map(([type, initial]) => [type, initial])).toEqual(expected);
  });

  it('reads only the initials it knows', () => {
    expect(kindsSeen('kx')).toEqual(['key']);
    expect(kindsSeen(null)).toEqual([]);
  });
});
