/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { segmentCollectorProtocol } from '../../../src/adapters/http/segmentCollectorProtocol';
import type { EventLogRecord } from '../../../src/domain/eventRecord';
import { sampleRecord } from '../../sampleRecord';

// The stand-in collector's server (demo/stand-ins/collector.mjs) as npm start runs it, in a child process: the
// protocol's endpoint with CORS for the site's pages, the listing of what arrived, and the loader that posts the
// records it read to the demo's own collector (here a server of the test's that keeps what it is sent).
const SERVER = path.join(__dirname, '../../../demo/stand-ins/collector.mjs');
const PAGE_ORIGIN = 'http://127.0.0.1:8184';
const NOW = Date.now();
const RECORDS: EventLogRecord[] = [
  sampleRecord('0f8fad5b-d9cb-469f-a165-70867728950e', { datetime: new Date(NOW).toISOString(), data: { light_mode: false } }),
  sampleRecord('16fd2706-8baf-433b-82eb-8c7fada847da', { datetime: new Date(NOW).toISOString(), action_type: 'link_click', user_id: 'u-42' }),
];
const [BODY] = segmentCollectorProtocol({ appId: 'tabiji', writeKey: 'wk' }).requests(RECORDS, 2, { maxBodyBytes: 1e9, nowMs: NOW }).requests;

interface Answer { status: number; headers: http.IncomingHttpHeaders; json: unknown }

let child: ChildProcess;
let base = '';
let loader: http.Server;
const loaded: unknown[] = [];

function startStandIn(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const started = spawn(process.execPath, [SERVER], { env: { ...process.env, COLLECTOR_PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) resolve({ child: started, port: Number(port) });
    };
    started.stdout.on('data', onData);
    started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.once('exit', (code) => reject(new Error(`the stand-in exited (${code}): ${output}`)));
  });
}

async function call(method: string, pathname: string, { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const response = await fetch(`${base}${pathname}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, headers: Object.fromEntries(response.headers), json: text ? JSON.parse(text) : null };
}

beforeAll(async () => {
  loader = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      loaded.push({ type: request.headers['content-type'], origin: request.headers.origin ?? null, body: JSON.parse(text) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => loader.listen(0, '127.0.0.1', resolve));
  const started = await startStandIn({
    TABIJI_EVENT_LOG_PROTOCOL: 'segment',
    COLLECTOR_ORIGINS: PAGE_ORIGIN,
    FORWARD_URL: `http://127.0.0.1:${(loader.address() as AddressInfo).port}/api/event-logs`,
  });
  child = started.child;
  base = `http://127.0.0.1:${started.port}`;
});

afterAll(async () => {
  child.kill('SIGTERM');
  await new Promise((resolve) => loader.close(resolve));
});

describe('the collector stand-in server', () => {
  it('takes a page\'s post with CORS for the site\'s origin, lists it, and loads the records into the demo\'s store', async () => {
    const preflight = await call('OPTIONS', '/v1/batch', { headers: { origin: PAGE_ORIGIN, 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers).toMatchObject({ 'access-control-allow-origin': PAGE_ORIGIN, 'access-control-allow-methods': 'POST' });
    const posted = await call('POST', '/v1/batch', { headers: { origin: PAGE_ORIGIN, 'content-type': 'text/plain' }, body: BODY!.body });
    expect(posted).toMatchObject({ status: 200, json: { success: true } });
    expect(posted.headers['access-control-allow-origin']).toBe(PAGE_ORIGIN);
    const received = (await call('GET', '/received')).json as { protocol: string; events: { messageId: string }[]; records: EventLogRecord[]; dropped: number };
    expect(received.protocol).toBe('segment');
    expect(received.events.map((event) => event.messageId)).toEqual(RECORDS.map((record) => record.event_id));
    expect(received.records).toEqual(RECORDS);
    expect(received.dropped).toBe(2);
    // Loaded as a server posts (no Origin), in Tabiji's own envelope.
    expect(loaded).toEqual([{ type: 'application/json', origin: null, body: { records: RECORDS, dropped: 2 } }]);
  });

  it('gives other origins no CORS grant, and refuses what the endpoint does not take', async () => {
    const foreign = await call('POST', '/v1/batch', { headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' }, body: BODY!.body });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect((await call('POST', '/v1/batch', { headers: { 'content-type': 'application/xml' }, body: '<x/>' })).status).toBe(415);
    expect((await call('GET', '/v1/batch')).status).toBe(405);
    expect((await call('GET', '/elsewhere')).status).toBe(404);
    const tooLarge = await call('POST', '/v1/batch', { headers: { 'content-type': 'application/json' }, body: 'x'.repeat(500_001) });
    expect(tooLarge.status).toBe(413);
  });

  it('forgets what arrived on DELETE /received', async () => {
    expect((await call('DELETE', '/received')).json).toEqual({ cleared: true });
    expect((await call('GET', '/received')).json).toEqual({ protocol: 'segment', events: [], records: [], dropped: 0, requests: 0 });
  });

  it('refuses to start without a protocol it knows, naming the choices', async () => {
    await expect(startStandIn({ TABIJI_EVENT_LOG_PROTOCOL: 'posthog' })).rejects.toThrow(/must be one of snowplow, segment, otlp, got "posthog"/);
  });
});
