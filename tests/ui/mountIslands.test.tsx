import { act } from '@testing-library/react';
import { mountIslands } from '../../src/ui/mountIslands';
import { yieldToMain } from '../../src/domain/yieldToMain';
import { fakeServices } from '../renderWithServices';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
function Broken(): never {
  throw new Error('boom');
}

describe('mountIslands', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('mounts each marked region; a failing island leaves the others working', async () => {
    document.body.innerHTML = `
      <div data-tabiji-island="greeting"></div>
      <div data-tabiji-island="broken">host fallback</div>
      <div data-tabiji-island="unknown">left alone</div>
      <div data-tabiji-island="greeting"></div>`;
    let mounted: string[] = [];
    await act(async () => {
      mounted = await mountIslands(document, { greeting: Greeting, broken: Broken }, { name: 'Ada' }, fakeServices());
    });
    expect(mounted).toEqual(['greeting', 'broken', 'greeting']);
    const regions = document.querySelectorAll('[data-tabiji-island]');
    expect(regions[0]?.textContent).toBe('Hello Ada');
    expect(regions[1]?.textContent).toBe('');
    expect(regions[2]?.textContent).toBe('left alone');
    expect(regions[3]?.textContent).toBe('Hello Ada');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('"broken" island failed'), expect.any(Error), expect.anything());
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('no island is called "unknown"'));
  });

  it('does not treat inherited object keys as islands', async () => {
    document.body.innerHTML = '<div data-tabiji-island="toString">kept</div>';
    await act(async () => {
      await mountIslands(document, { greeting: Greeting }, { name: 'x' }, fakeServices());
    });
    expect(document.body.textContent).toBe('kept');
  });
});

describe('yieldToMain', () => {
  const scope = globalThis as { scheduler?: unknown };
  afterEach(() => {
    delete scope.scheduler;
    jest.useRealTimers();
  });

  it('uses scheduler.yield where the browser has it (Chromium)', async () => {
    const yieldNow = jest.fn(() => Promise.resolve());
    scope.scheduler = { yield: yieldNow };
    await yieldToMain();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });

  it.each([['no scheduler (Safari)', undefined], ['a scheduler without yield (postTask only)', { postTask: () => Promise.resolve() }]])(
    'falls back to a 0-ms timer with %s',
    async (_engine, scheduler) => {
      jest.useFakeTimers();
      scope.scheduler = scheduler;
      let isDone = false;
      const yielded = yieldToMain().then(() => (isDone = true));
      await Promise.resolve();
      expect(isDone).toBe(false);
      jest.advanceTimersByTime(0);
      await yielded;
      expect(isDone).toBe(true);
    },
  );
});
