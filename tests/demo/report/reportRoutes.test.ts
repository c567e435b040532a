/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { validRecord } from '../collector/validRecord';

// The report's routes over HTTP (demo/report/reportRoutes.mjs), served with the collector's over one store by the
// real demo modules in a child Node process: tests/demo/report/fixtures/reportServer.mjs.

interface Server { readonly port: number; readonly child: ChildProcess }
interface Answer { readonly status: number; readonly headers: http.IncomingHttpHeaders; readonly text: string }

const FIXTURE = path.join(__dirname, 'fixtures/reportServer.mjs');
const ROOT = path.join(__dirname, '../../..');

function startServer(): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [FIXTURE], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('\n')) resolve({ child, ...(JSON.parse(stdout.split('\n')[0]!) as { port: number }) });
    });
    child.once('exit', (code) => reject(new Error(`the report fixture exited (${code}): ${stderr}`)));
  });
}

function send(server: Server, method: string, requestPath: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = body === undefined ? {} : { 'content-type': 'application/json' };
    const request = http.request({ host: '127.0.0.1', port: server.port, method, path: requestPath, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

let server: Server;

beforeAll(async () => {
  server = await startServer();
  const records = [
    validRecord('report-1', { action_type: 'page_view', language_code: 'th', source_url: 'http://127.0.0.1/th/?utm_content=routes-a' }),
    validRecord('report-2', { action_type: 'page_view', language_code: 'ko', source_url: 'http://127.0.0.1/ko/?utm_content=routes-b' }),
    validRecord('report-3', {
      action_type: 'web_vitals', language_code: 'th', source_url: 'http://127.0.0.1/th/?utm_content=routes-a',
      data: { page_type: 'region', navigation_type: 'navigate', lcp_ms: 3210, cls: 0.07, inp_ms: 0, attribution: false },
    }),
  ];
  const answer = await send(server, 'POST', '/api/event-logs', JSON.stringify({ records, dropped: 0 }));
  expect(JSON.parse(answer.text)).toMatchObject({ stored: 3, rejected: [] });
});
afterAll(() => new Promise<void>((resolve) => {
  server.child.once('exit', () => resolve());
  server.child.kill('SIGTERM');
}));

describe('GET /report', () => {
  it('answers with the page of what the store holds, under a strict policy, kept by no cache', async () => {
    const answer = await send(server, 'GET', '/report');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.text).toContain('3 records');
    expect(answer.text).toMatch(/<th scope="row">th<\/th><td>3,210\u00a0ms<\/td>/);
    expect(answer.text).toMatch(/<th scope="row">ko<\/th><td>1<\/td>/);
  });

  it('narrows the figures to a campaign with ?utm_content=', async () => {
    const answer = await send(server, 'GET', '/report?utm_content=routes-b');
    expect(answer.text).toContain('1 record matching');
    expect(answer.text).toMatch(/<th scope="row">ko<\/th><td>1<\/td>/);
    expect(answer.text).not.toContain('3,210');
  });

  it('answers HEAD with the headers only, and /report/ with a redirect keeping the query', async () => {
    const head = await send(server, 'HEAD', '/report');
    expect([head.status, head.text]).toEqual([200, '']);
    const slash = await send(server, 'GET', '/report/?utm_content=x');
    expect([slash.status, slash.headers.location]).toEqual([301, '/report?utm_content=x']);
  });
});

describe('the report’s files', () => {
  it('serves its script, its stylesheet and Chart.js’s UMD build from node_modules', async () => {
    const [script, style, chartJs] = await Promise.all(['/report/reportCharts.js', '/report/report.css', '/report/chart.umd.js'].map((file) => send(server, 'GET', file)));
    expect([script!.status, script!.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect([style!.status, style!.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);
    expect([chartJs!.status, chartJs!.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(chartJs!.text).toBe(readFileSync(path.join(ROOT, 'node_modules/chart.js/dist/chart.umd.js'), 'utf8'));
    expect(chartJs!.text).toMatch(/^\/\*!\n \* Chart\.js v4\./);
  });

  it.each([
    '/report/aggregate.mjs',
    '/report/reportRoutes.mjs',
    '/report/../package.json',
    '/report/%2e%2e/server.mjs',
    '/report/chart.js',
    '/report/helpers.js',
  ])('serves nothing else: %s is 404', async (file) => {
    expect((await send(server, 'GET', file)).status).toBe(404);
  });
});
