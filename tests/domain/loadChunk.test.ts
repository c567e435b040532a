import { CHUNK_TIMEOUT_MS, loadChunk } from '../../src/domain/loadChunk';

describe('loadChunk', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives what the import gives', async () => {
    await expect(loadChunk('tracking', () => Promise.resolve({ ready: true }))).resolves.toEqual({ ready: true });
  });

  it('passes on the browser’s error when the import fails', async () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /tabiji/axios.js');
    await expect(loadChunk('axios', () => Promise.reject(error))).rejects.toBe(error);
  });

  it('rejects with an error naming the chunk once 15 s pass without it', async () => {
    const loading = loadChunk('tracking', () => new Promise(() => undefined));
    const outcome = jest.fn();
    loading.catch(outcome);
    jest.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
    await Promise.resolve();
    expect(outcome).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await expect(loading).rejects.toThrow('Tabiji: the tracking chunk did not load within 15 s.');
  });

  it('leaves no timer behind once the chunk has arrived', async () => {
    await loadChunk('ads', () => Promise.resolve(1));
    for (let i = 0; i < 3; i += 1) await Promise.resolve();
    expect(jest.getTimerCount()).toBe(0);
  });
});
