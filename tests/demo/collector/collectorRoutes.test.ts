/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { validRecord } from './validRecord';

// The collector's routes over HTTP, served by the real demo modules in a child Node process (Jest runs these tests
// as CommonJS and cannot import .mjs): tests/demo/collector/fixtures/collectorServer.mjs.

interface Collector {
  readonly port: number;
  readonly child: ChildProcess;
  stderr: string;
}

interface Answer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly text: string;
}

const FIXTURE = path.join(__dirname, 'fixtures/collectorServer.mjs');
const OWN_ORIGIN = 'http://127.0.0.1:8080';

function startCollector(args: string[]): Promise<Collector> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [FIXTURE, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    const collector = { child, stderr: '' };
    child.stderr.on('data', (chunk: Buffer) => (collector.stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('\n')) resolve(Object.assign(collector, JSON.parse(stdout.split('\n')[0]!) as { port: number }));
    });
    child.once('exit', (code) => reject(new Error(`the collector fixture exited (${code}): ${collector.stderr}`)));
  });
}

function stopCollector(collector: Collector): Promise<void> {
  return new Promise((resolve) => {
    collector.child.once('exit', () => resolve());
    collector.child.kill('SIGTERM');
  });
}

function send(collector: Collector, method: string, { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: collector.port, method, path: '/api/event-logs', headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const postJson = (collector: Collector, value: unknown, headers: Record<string, string> = {}) =>
  send(collector, 'POST', { headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(value) });

async function storedIds(collector: Collector): Promise<string[]> {
  const { records } = JSON.parse((await send(collector, 'GET')).text) as { records: Array<{ event_id: string }> };
  return records.map((record) => record.event_id);
}

let withHooks: Collector;
let withoutHooks: Collector;

beforeAll(async () => {
  [withHooks, withoutHooks] = await Promise.all([startCollector(['--hooks']), startCollector([])]);
});
afterAll(() => Promise.all([stopCollector(withHooks), stopCollector(withoutHooks)]));

describe('POST /api/event-logs', () => {
  it('stores the good records of a mixed batch and reports the bad ones by position, echoing no value', async () => {
    const body = {
      records: [
        validRecord('mixed-good-1'),
        validRecord('mixed-bad-1', { user_agent: `secret-ua-${'x'.repeat(600)}` }),
        validRecord('mixed-good-2'),
        { ...validRecord('mixed-bad-2'), token: 'secret-token' },
        validRecord('mixed-good-1'),
      ],
      dropped: 0,
    };
    const answer = await postJson(withHooks, body);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({
      stored: 2,
      duplicates: 1,
      rejected: [
        { index: 1, reason: expect.stringContaining('user_agent') },
        { index: 3, reason: expect.stringContaining('outside the schema') },
      ],
    });
    expect(answer.text).not.toMatch(/secret|mixed-bad/);
    expect(await storedIds(withHooks)).toEqual(expect.arrayContaining(['mixed-good-1', 'mixed-good-2']));
    expect(await storedIds(withHooks)).not.toContain('mixed-bad-1');
    // The operator learns how many were rejected and why, without the values.
    expect(withHooks.stderr).toMatch(/rejected 2 of 5 record\(s\)/);
    expect(withHooks.stderr).not.toMatch(/secret|mixed-bad/);
  });

  it('refuses the whole batch when the envelope is wrong', async () => {
    const answer = await postJson(withHooks, [validRecord('envelope-1')]);
    expect(answer.status).toBe(400);
    expect(await storedIds(withHooks)).not.toContain('envelope-1');
  });

  it.each([
    ['a cross-site page', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['another origin', { origin: 'https://evil.example' }],
  ])('refuses posts from %s with 403 and stores nothing', async (_what, headers) => {
    const id = `cross-site-${headers.origin}-${Object.keys(headers).length}`;
    const answer = await send(withHooks, 'POST', { headers: { 'content-type': 'text/plain', ...headers }, body: JSON.stringify({ records: [validRecord(id)], dropped: 0 }) });
    expect(answer.status).toBe(403);
    expect(await storedIds(withHooks)).not.toContain(id);
  });

  it('takes posts from the site’s own pages (a beacon: text/plain, same-origin) and from no page at all', async () => {
    const beacon = await send(withHooks, 'POST', {
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin', origin: OWN_ORIGIN },
      body: JSON.stringify({ records: [validRecord('own-page-1')], dropped: 0 }),
    });
    const server = await postJson(withHooks, { records: [validRecord('no-page-1')], dropped: 0 });
    expect([beacon.status, server.status]).toEqual([200, 200]);
    expect(await storedIds(withHooks)).toEqual(expect.arrayContaining(['own-page-1', 'no-page-1']));
  });
});

describe('without test hooks', () => {
  it('does not list or clear the stored records, but still stores posts (with test hooks on, it lists them)', async () => {
    const batch = { records: [validRecord('no-hooks-1')], dropped: 0 };
    const first = await postJson(withoutHooks, batch);
    expect([first.status, JSON.parse(first.text)]).toEqual([200, { stored: 1, duplicates: 0, rejected: [] }]);
    const listing = await send(withoutHooks, 'GET');
    expect(listing.status).toBe(404);
    expect(listing.text).not.toContain('no-hooks-1');
    expect((await send(withoutHooks, 'DELETE')).status).toBe(404);
    // Still stored, not cleared: the same batch again is all duplicates.
    expect(JSON.parse((await postJson(withoutHooks, batch)).text)).toEqual({ stored: 0, duplicates: 1, rejected: [] });
    expect((await send(withHooks, 'GET')).status).toBe(200);
  });
});

describe('a chunked body past the 64 KiB limit', () => {
  /**
   * Sends a body with no Content-Length, 16 KiB at a time, up to 64 MiB, while listening for the answer; stops
   * sending once it comes. Says whether it came before the body was finished and whether the connection closed.
   */
  function postEndlessly(collector: Collector): Promise<{ status: number; connection: string | undefined; isAnsweredMidBody: boolean; sent: number; isClosed: Promise<boolean> }> {
    const chunk = Buffer.alloc(16 * 1024, 'x');
    const maxBytes = 64 * 1024 * 1024;
    return new Promise((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port: collector.port, method: 'POST', path: '/api/event-logs', headers: { 'content-type': 'application/json' } });
      let sent = 0;
      let isAnswered = false;
      let hasEnded = false;
      // Writing into a connection the server has closed fails (EPIPE, ECONNRESET): expected once it answered.
      request.on('error', (error) => !isAnswered && reject(error));
      request.on('response', (response) => {
        isAnswered = true;
        const isClosed = new Promise<boolean>((settle) => {
          const timer = setTimeout(() => settle(false), 5000);
          request.socket?.once('close', () => settle(clearTimeout(timer) === undefined));
        });
        response.resume();
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, isAnsweredMidBody: !hasEnded, sent, isClosed });
      });
      const pump = (): void => {
        while (!isAnswered && sent < maxBytes) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        if (!isAnswered) {
          hasEnded = true;
          request.end();
        }
      };
      request.write('{"records": [');
      pump();
    });
  }

  it('is answered 413 before the sender finishes, and the connection is closed', async () => {
    const answer = await postEndlessly(withHooks);
    expect(answer).toMatchObject({ status: 413, connection: 'close', isAnsweredMidBody: true });
    expect(answer.sent).toBeLessThan(64 * 1024 * 1024);
    expect(await answer.isClosed).toBe(true);
  });
});

describe('with test hooks: listing and clearing', () => {
  it('lists what was stored as it was posted, oldest first, with the dropped total, and clears both', async () => {
    const records = [
      validRecord('hooks-1', { user_id: 'member-3', action_type: 'web_vitals', data: { page_type: 'top', lcp_ms: 1200, cls: 0.02, attribution: false } }),
      validRecord('hooks-2', { user_id: 9 }),
    ];
    expect(JSON.parse((await postJson(withHooks, { records, dropped: 4 })).text)).toEqual({ stored: 2, duplicates: 0, rejected: [] });
    const listing = JSON.parse((await send(withHooks, 'GET')).text) as { records: unknown[]; dropped: number };
    expect(listing.records.slice(-2)).toEqual(records);
    expect(listing.dropped).toBeGreaterThanOrEqual(4);
    expect(JSON.parse((await send(withHooks, 'DELETE')).text)).toEqual({ cleared: true });
    expect(JSON.parse((await send(withHooks, 'GET')).text)).toEqual({ records: [], dropped: 0 });
  });

  it('answers batches posted at once, retries among them, with counts that add up: each record stored once', async () => {
    const batches = Array.from({ length: 6 }, (_unused, batch) => Array.from({ length: 10 }, (_none, index) => validRecord(`together-${batch}-${index}`)));
    const answers = await Promise.all([...batches, ...batches].map((records) => postJson(withHooks, { records, dropped: 0 })));
    const counts = answers.map((answer) => JSON.parse(answer.text) as { stored: number; duplicates: number });
    expect(counts.reduce((sum, count) => sum + count.stored, 0)).toBe(60);
    expect(counts.reduce((sum, count) => sum + count.duplicates, 0)).toBe(60);
    const stored = (await storedIds(withHooks)).filter((id) => id.startsWith('together-'));
    expect(stored).toHaveLength(60);
    expect(new Set(stored).size).toBe(60);
  });
});
