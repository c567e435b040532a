#!/usr/bin/env node
// `npm run load:collector`: a bounded local load test of the demo's event-log collector. Serves the collector's routes
// (as demo/server.mjs does, over node:http) on a free port of 127.0.0.1 over a fresh store in a temporary folder,
// posts N records in batches of 10 with the browser's body and headers, C requests at a time, about 5 % of the
// batches sent twice (a retry after a lost answer), then checks in the store that every record is there exactly once,
// as posted. Prints records per second and request latencies; exits 1 on a record lost or doubled, a failed request,
// or a run past its time limit.
// Flags: --records N (default 20000), --concurrency C (default 8), --time-limit SECONDS (default 120), --seed N,
// --report-every MS (also query /report's figures from the store that often during the run; default off).
import { setMaxListeners } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { EventLogStore } from '../demo/collector/EventLogStore.mjs';
import { createCollectorRoutes } from '../demo/collector/collectorRoutes.mjs';
import { allowedOriginsFor } from '../demo/collector/crossSiteRefusal.mjs';
import { sendJson } from '../demo/http/respond.mjs';
import { queryReport } from '../demo/report/reportQueries.mjs';
import { loadPlan } from './collectorLoadRecords.mjs';

const { values: flags } = parseArgs({
  options: {
    records: { type: 'string', default: '20000' },
    concurrency: { type: 'string', default: '8' },
    'time-limit': { type: 'string', default: '120' },
    seed: { type: 'string', default: '1' },
    'report-every': { type: 'string', default: '0' },
  },
});
const RECORDS = Number(flags.records);
const CONCURRENCY = Number(flags.concurrency);
const TIME_LIMIT_MS = Number(flags['time-limit']) * 1000;
const REPORT_EVERY_MS = Number(flags['report-every']);
const BATCH_SIZE = 10;
if (![RECORDS, CONCURRENCY, TIME_LIMIT_MS].every((value) => Number.isInteger(value) && value > 0) || RECORDS > 1_000_000 || CONCURRENCY > 256) {
  console.error('loadCollector: --records (1–1000000), --concurrency (1–256) and --time-limit (s) are whole numbers > 0');
  process.exit(2);
}

const format = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const percentile = (sorted, p) => sorted[Math.max(1, Math.ceil((p / 100) * sorted.length)) - 1] ?? NaN;

/** The collector alone, over `store`, on a free port of 127.0.0.1; its origin is the one the pages post from. */
async function startCollector(store) {
  const server = http.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const handleCollector = createCollectorRoutes(store, { hasTestHooks: false, allowedOrigins: allowedOriginsFor(port) });
  server.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', 'http://demo.invalid');
    handleCollector({ request, response, url })
      .then((isHandled) => isHandled || sendJson(response, 404, { error: 'not the collector' }))
      .catch((error) => {
        console.error('loadCollector: request failed', error);
        if (!response.headersSent) sendJson(response, 500, { error: 'internal error' });
        else response.destroy();
      });
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return { server, origin: `http://127.0.0.1:${port}` };
}

/** Posts one batch as the page does (JSON, same-origin); resolves to its answer and how long it took. */
function post(origin, agent, signal, body) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(`${origin}/api/event-logs`, {
      method: 'POST', agent, signal, timeout: 30_000,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin, 'sec-fetch-site': 'same-origin' },
    }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, text, ms: performance.now() - started }));
    });
    request.on('timeout', () => request.destroy(new Error('no answer within 30 s')));
    request.on('error', reject);
    request.end(body);
  });
}

/** Queries the report's figures from the store every `everyMs` until stopped; counts them and their latencies. */
function reportLoop(store, everyMs) {
  const latencies = [];
  let isStopped = false;
  const done = (async () => {
    while (!isStopped) {
      const started = performance.now();
      await queryReport(store, {});
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return { latencies, stop: () => ((isStopped = true), done) };
}

async function main() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'tabiji-collector-load-'));
  const store = await EventLogStore.open(folder);
  const { server, origin } = await startCollector(store);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const abort = new AbortController();
  // Each request in flight listens to it.
  setMaxListeners(CONCURRENCY + 10, abort.signal);
  const problems = [];
  const overrun = setTimeout(() => {
    problems.push(`the time limit of ${TIME_LIMIT_MS / 1000} s ran out`);
    abort.abort();
  }, TIME_LIMIT_MS);
  // A run that cannot even stop by itself is ended 10 s later.
  setTimeout(() => {
    console.error('loadCollector: FAIL (could not stop within 10 s of its time limit)');
    process.exit(1);
  }, TIME_LIMIT_MS + 10_000).unref();
  try {
    const plan = loadPlan({ records: RECORDS, batchSize: BATCH_SIZE, concurrency: CONCURRENCY, resendShare: 0.05, seed: Number(flags.seed) });
    const bodies = plan.batches.map((records) => JSON.stringify({ records, dropped: 0 }));
    const retries = plan.requests.filter((request) => request.isRetry);
    const resent = retries.reduce((sum, { batch }) => sum + plan.batches[batch].length, 0);
    console.info(`collector load test: ${format.format(RECORDS)} records in ${format.format(plan.batches.length)} batches of ${BATCH_SIZE} (+${retries.length} sent again), ${CONCURRENCY} at a time, store in ${folder}`);
    const latencies = [];
    const totals = { stored: 0, duplicates: 0 };
    const eventLoop = monitorEventLoopDelay({ resolution: 10 });
    eventLoop.enable();
    const reports = REPORT_EVERY_MS > 0 ? reportLoop(store, REPORT_EVERY_MS) : undefined;
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < plan.requests.length && !abort.signal.aborted) {
        const { batch } = plan.requests[next++];
        const answer = await post(origin, agent, abort.signal, bodies[batch]).catch((error) => ({ error }));
        if ('error' in answer) {
          if (!abort.signal.aborted) problems.push(`batch ${batch}: ${answer.error.message}`);
          continue;
        }
        latencies.push(answer.ms);
        const result = answer.status === 200 ? JSON.parse(answer.text) : undefined;
        if (!result || result.rejected.length > 0) problems.push(`batch ${batch}: ${answer.status} ${answer.text.slice(0, 200)}`);
        else Object.assign(totals, { stored: totals.stored + result.stored, duplicates: totals.duplicates + result.duplicates });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    eventLoop.disable();
    const reportLatencies = reports ? (await reports.stop(), reports.latencies) : [];
    const sorted = latencies.sort((a, b) => a - b);
    console.info(`  ${format.format(sorted.length)} requests in ${format.format(seconds)} s: ${format.format(totals.stored / seconds)} records/s stored (${format.format((totals.stored + totals.duplicates) / seconds)} posted), ${format.format(sorted.length / seconds)} requests/s`);
    console.info(`  request latency: p50 ${format.format(percentile(sorted, 50))} ms, p95 ${format.format(percentile(sorted, 95))} ms, p99 ${format.format(percentile(sorted, 99))} ms, max ${format.format(sorted.at(-1) ?? NaN)} ms`);
    console.info(`  event-loop delay (this process: server and senders): p99 ${format.format(eventLoop.percentile(99) / 1e6)} ms, max ${format.format(eventLoop.max / 1e6)} ms`);
    if (reports) {
      const sortedReports = reportLatencies.sort((a, b) => a - b);
      console.info(`  /report figures queried ${sortedReports.length} times meanwhile: p50 ${format.format(percentile(sortedReports, 50))} ms, max ${format.format(sortedReports.at(-1) ?? NaN)} ms`);
    }
    // What the store holds: every record once, as posted, and the answers' counts adding up to that.
    const { records } = await store.list();
    const expected = new Map(plan.records.map((record) => [record.event_id, record]));
    const seen = new Set();
    let doubled = 0;
    let altered = 0;
    for (const record of records) {
      if (seen.has(record.event_id)) doubled += 1;
      seen.add(record.event_id);
      if (!isDeepStrictEqual(record, expected.get(record.event_id))) altered += 1;
    }
    const lost = [...expected.keys()].filter((eventId) => !seen.has(eventId)).length;
    console.info(`  stored ${format.format(records.length)} of ${format.format(expected.size)} unique records: ${lost} lost, ${doubled} doubled, ${altered} altered or unknown; answers said ${format.format(totals.stored)} stored, ${format.format(totals.duplicates)} duplicates (${format.format(resent)} re-sent)`);
    if (lost > 0 || doubled > 0 || altered > 0 || records.length !== expected.size) problems.push('the store does not hold each record exactly once, as posted');
    if (problems.length === 0 && (totals.stored !== expected.size || totals.duplicates !== resent)) problems.push('the answers\' counts do not add up');
  } catch (error) {
    problems.push(error.stack ?? String(error));
  } finally {
    clearTimeout(overrun);
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await store.close();
    await rm(folder, { recursive: true, force: true });
  }
  for (const problem of problems.slice(0, 10)) console.error(`  ✖ ${problem}`);
  if (problems.length > 10) console.error(`  ✖ … and ${problems.length - 10} more`);
  console.info(problems.length === 0 ? 'loadCollector: PASS' : 'loadCollector: FAIL');
  process.exitCode = problems.length === 0 ? 0 : 1;
}

await main();
