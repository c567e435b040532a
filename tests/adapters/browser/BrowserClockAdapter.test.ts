import { BrowserClockAdapter } from '../../../src/adapters/browser/BrowserClockAdapter';

type IdleWindow = { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };

describe('BrowserClockAdapter.whenIdle', () => {
  const idleWindow = window as unknown as IdleWindow;
  const original = { request: idleWindow.requestIdleCallback, cancel: idleWindow.cancelIdleCallback };
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    idleWindow.requestIdleCallback = original.request;
    idleWindow.cancelIdleCallback = original.cancel;
  });

  it('uses requestIdleCallback with the timeout where the browser has it, and cancels it', () => {
    const request = jest.fn((_callback: () => void, _options: { timeout: number }) => 7);
    const cancelIdle = jest.fn();
    idleWindow.requestIdleCallback = request;
    idleWindow.cancelIdleCallback = cancelIdle;
    const callback = jest.fn();
    const cancel = new BrowserClockAdapter().whenIdle(callback, 4000);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 4000 });
    request.mock.calls[0]?.[0]();
    expect(callback).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('falls back to a short timer where it is missing (Safari), never an exception', () => {
    idleWindow.requestIdleCallback = undefined;
    idleWindow.cancelIdleCallback = undefined;
    const clock = new BrowserClockAdapter();
    const soon = jest.fn();
    const cancelled = jest.fn();
    clock.whenIdle(soon, 4000);
    clock.whenIdle(cancelled, 50)();
    jest.advanceTimersByTime(199);
    expect(soon).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(soon).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
