/**
 * @jest-environment node
 */
import { availableParallelism } from 'node:os';
import { serviceOptions } from '../../src/server/serviceOptions';

describe('serviceOptions', () => {
  it('has the documented defaults', () => {
    expect(serviceOptions([], {})).toEqual({
      port: 8092,
      host: '127.0.0.1',
      maxBodyBytes: 262144,
      bodyTimeoutMs: 2000,
      renderTimeoutMs: 2000,
      cacheEntries: 1000,
      cacheBytes: 64 * 1024 * 1024,
      workers: availableParallelism(),
      maxWaitMs: 200,
      maxConnections: 256,
      cacheHeader: false,
    });
  });

  it('reads the environment, and flags win over it', () => {
    const env = { TABIJI_RENDER_PORT: '8393', TABIJI_RENDER_HOST: '0.0.0.0', TABIJI_RENDER_CACHE_ENTRIES: '0', TABIJI_RENDER_WORKERS: '3' };
    expect(serviceOptions([], env)).toMatchObject({ port: 8393, host: '0.0.0.0', cacheEntries: 0, workers: 3 });
    expect(serviceOptions(['--port', '8394', '--workers=2', '--render-timeout-ms', '500', '--max-body-bytes=1000'], env)).toMatchObject({
      port: 8394,
      workers: 2,
      renderTimeoutMs: 500,
      maxBodyBytes: 1000,
    });
  });

  it.each([
    [['--port', '70000'], {}, '--port must be a whole number of at least 0 and at most 65535, got "70000"'],
    [['--workers', '0'], {}, '--workers must be a whole number of at least 1'],
    [['--cache-header', '2'], {}, '--cache-header must be a whole number of at least 0 and at most 1, got "2"'],
    [[], { TABIJI_RENDER_TIMEOUT_MS: '2s' }, 'TABIJI_RENDER_TIMEOUT_MS must be a whole number'],
    [['--cache', '5'], {}, 'unknown option --cache'],
    [['--port'], {}, '--port needs a value'],
    [['8092'], {}, 'unexpected argument "8092"'],
  ])('refuses %j %j', (argv, env, message) => {
    expect(() => serviceOptions(argv, env)).toThrow(message);
  });
});
