import { afterLoad, afterLoadWhenIdle } from '../../src/application/scheduling';

describe('afterLoad', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('waits for the load event, then runs once in a task of its own (after the load listeners), not when idle', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const task = jest.fn();
    afterLoad(task);
    jest.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once (in the next task) when the page has already loaded', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const task = jest.fn();
    afterLoad(task);
    jest.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('afterLoadWhenIdle', () => {
  const idle: Array<{ callback: IdleRequestCallback; timeout: number | undefined }> = [];

  beforeEach(() => {
    idle.length = 0;
    window.requestIdleCallback = (callback, options) => (idle.push({ callback, timeout: options?.timeout }), idle.length);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });

  const runIdle = () => idle.splice(0).forEach(({ callback }) => callback({ didTimeout: false, timeRemaining: () => 50 }));

  it('waits for the load event, then for an idle moment (with the given deadline)', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const task = jest.fn();
    afterLoadWhenIdle(task, 2000);
    runIdle();
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(idle.map((request) => request.timeout)).toEqual([2000]);
    expect(task).not.toHaveBeenCalled();
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('goes straight to the idle wait when the page has already loaded', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const task = jest.fn();
    afterLoadWhenIdle(task, 3000);
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    jest.useFakeTimers();
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const task = jest.fn();
    afterLoadWhenIdle(task, 3000);
    jest.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
