import { availableParallelism } from 'node:os';

/** How the render service runs; each from a flag (`--port 8092`, `--port=8092`) or else an environment variable. */
export interface ServiceOptions {
  readonly port: number;
  readonly host: string;
  readonly maxBodyBytes: number;
  /** Milliseconds a client may take to send its request body. */
  readonly bodyTimeoutMs: number;
  /** Milliseconds from receiving a page to its answer; past it the answer is 503 `render_timeout`. */
  readonly renderTimeoutMs: number;
  readonly cacheEntries: number;
  /** Bytes of HTML the cache holds at most (UTF-16 code units × 2, as Node keeps them). */
  readonly cacheBytes: number;
  readonly workers: number;
  /** Longest expected wait for a worker; a page that would wait longer is refused at once (503, Retry-After). */
  readonly maxWaitMs: number;
  /** Open connections at most; past it new ones are closed at once. */
  readonly maxConnections: number;
  /**
   * Whether answers say `X-Tabiji-Cache: hit|miss` (off by default: it tells any caller what was rendered recently;
   * tests and the bench turn it on).
   */
  readonly cacheHeader: boolean;
}

interface OptionRule {
  readonly flag: string;
  readonly variable: string;
  readonly fallback: () => string;
  readonly minimum: number;
  readonly maximum?: number;
}

const RULES: Readonly<Record<Exclude<keyof ServiceOptions, 'host'>, OptionRule>> = {
  port: { flag: 'port', variable: 'TABIJI_RENDER_PORT', fallback: () => '8092', minimum: 0, maximum: 65535 },
  maxBodyBytes: { flag: 'max-body-bytes', variable: 'TABIJI_RENDER_MAX_BODY_BYTES', fallback: () => String(256 * 1024), minimum: 1 },
  bodyTimeoutMs: { flag: 'body-timeout-ms', variable: 'TABIJI_RENDER_BODY_TIMEOUT_MS', fallback: () => '2000', minimum: 1 },
  renderTimeoutMs: { flag: 'render-timeout-ms', variable: 'TABIJI_RENDER_TIMEOUT_MS', fallback: () => '2000', minimum: 1 },
  cacheEntries: { flag: 'cache-entries', variable: 'TABIJI_RENDER_CACHE_ENTRIES', fallback: () => '1000', minimum: 0 },
  cacheBytes: { flag: 'cache-bytes', variable: 'TABIJI_RENDER_CACHE_BYTES', fallback: () => String(64 * 1024 * 1024), minimum: 0 },
  workers: { flag: 'workers', variable: 'TABIJI_RENDER_WORKERS', fallback: () => String(availableParallelism()), minimum: 1 },
  // Well below the host's client timeout (about 300 ms, docs/integrating.md): a page refused at once can still be
  // served without the regions, where one left waiting is lost to the host's timeout.
  maxWaitMs: { flag: 'max-wait-ms', variable: 'TABIJI_RENDER_MAX_WAIT_MS', fallback: () => '200', minimum: 1 },
  maxConnections: { flag: 'max-connections', variable: 'TABIJI_RENDER_MAX_CONNECTIONS', fallback: () => '256', minimum: 1 },
  cacheHeader: { flag: 'cache-header', variable: 'TABIJI_RENDER_CACHE_HEADER', fallback: () => '0', minimum: 0, maximum: 1 },
};

/** The flags given as `--name value` or `--name=value`; throws on anything else. */
export function parseFlags(argv: readonly string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let index = 0; index < argv.length; index++) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[index] ?? '');
    if (!match?.[1]) throw new Error(`unexpected argument ${JSON.stringify(argv[index])}`);
    const value = match[2] ?? argv[++index];
    if (value === undefined) throw new Error(`--${match[1]} needs a value`);
    flags.set(match[1], value);
  }
  return flags;
}

/** The service's options from `argv` (flags win) and `env`; throws naming the flag or variable that is wrong. */
export function serviceOptions(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): ServiceOptions {
  const flags = parseFlags(argv);
  const known = new Set(['host', ...Object.values(RULES).map((rule) => rule.flag)]);
  const unknown = [...flags.keys()].filter((flag) => !known.has(flag));
  if (unknown.length > 0) throw new Error(`unknown option --${unknown[0]}; known: ${[...known].map((flag) => `--${flag}`).join(', ')}`);
  const number = (rule: OptionRule): number => {
    const [source, text] = flags.has(rule.flag) ? [`--${rule.flag}`, flags.get(rule.flag)] : env[rule.variable] ? [rule.variable, env[rule.variable]] : ['default', rule.fallback()];
    const value = Number(text);
    if (!/^\d+$/.test(text?.trim() ?? '') || value < rule.minimum || (rule.maximum !== undefined && value > rule.maximum)) {
      throw new Error(`${source} must be a whole number of at least ${rule.minimum}${rule.maximum !== undefined ? ` and at most ${rule.maximum}` : ''}, got ${JSON.stringify(text)}`);
    }
    return value;
  };
  return {
    host: flags.get('host') ?? env['TABIJI_RENDER_HOST'] ?? '127.0.0.1',
    port: number(RULES.port),
    maxBodyBytes: number(RULES.maxBodyBytes),
    bodyTimeoutMs: number(RULES.bodyTimeoutMs),
    renderTimeoutMs: number(RULES.renderTimeoutMs),
    cacheEntries: number(RULES.cacheEntries),
    cacheBytes: number(RULES.cacheBytes),
    workers: number(RULES.workers),
    maxWaitMs: number(RULES.maxWaitMs),
    maxConnections: number(RULES.maxConnections),
    cacheHeader: number(RULES.cacheHeader) === 1,
  };
}
