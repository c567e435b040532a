// HTTP side of the event-log collector: POST/GET (/DELETE with test hooks) /api/event-logs, and fault injection.
import { sendJson } from '../http/respond.mjs';
import { parseEventLogBody } from './parseEventLogBody.mjs';

export const BODY_LIMIT = 64 * 1024;
const ACCEPTED_TYPES = ['application/json', 'text/plain'];

/** The body as text, or undefined when it exceeds `limit` bytes (the rest is read and discarded). */
async function readBody(request, limit) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  }
  return size > limit ? undefined : Buffer.concat(chunks).toString('utf8');
}

/** Tells the operator how many records of a batch were refused and why; the reasons quote no values. */
function logRejections(rejected, total) {
  const counts = new Map();
  for (const { reason } of rejected) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  const summary = [...counts].map(([reason, count]) => `${count} × ${reason}`).join('; ');
  console.warn(`event-log collector: rejected ${rejected.length} of ${total} record(s): ${summary}`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Routes of the collector over one store.
 * @param {import('./EventLogStore.mjs').EventLogStore} store
 * @param {{ hasTestHooks: boolean }} options
 */
export function createCollectorRoutes(store, { hasTestHooks }) {
  /**
   * Fault injection state: answers of the next `remaining` POSTs fail or are delayed. With `match`, only POSTs
   * whose body contains that text count, so parallel tests each disturb only their own records.
   */
  let fault = { mode: 'ok', status: 503, remaining: 0, delayMs: 0, match: '' };

  async function post(request, response) {
    const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (!ACCEPTED_TYPES.includes(type)) {
      request.resume();
      return sendJson(response, 415, { error: 'send application/json or text/plain (JSON text)' });
    }
    const declared = Number(request.headers['content-length']);
    if (declared > BODY_LIMIT) {
      request.resume();
      return sendJson(response, 413, { error: `body over ${BODY_LIMIT} bytes` }, { Connection: 'close' });
    }
    const text = await readBody(request, BODY_LIMIT);
    if (text === undefined) return sendJson(response, 413, { error: `body over ${BODY_LIMIT} bytes` });
    if (fault.mode !== 'ok' && fault.remaining > 0 && text.includes(fault.match)) {
      fault.remaining -= 1;
      if (fault.mode === 'fail') return sendJson(response, fault.status, { error: 'injected failure' });
      await sleep(fault.delayMs);
    }
    const parsed = parseEventLogBody(text);
    if ('error' in parsed) return sendJson(response, 400, { error: parsed.error });
    const { records, rejected, dropped } = parsed;
    if (rejected.length > 0) logRejections(rejected, records.length + rejected.length);
    const result = store.append(records);
    store.addDropped(dropped);
    return sendJson(response, 200, { ...result, rejected });
  }

  async function setFaults(request, response) {
    const text = await readBody(request, BODY_LIMIT);
    let options;
    try {
      options = JSON.parse(text ?? '');
    } catch {
      return sendJson(response, 400, { error: 'send JSON { mode, status?, count?, delayMs?, match? }' });
    }
    if (!['ok', 'fail', 'slow'].includes(options?.mode)) return sendJson(response, 400, { error: 'mode must be ok, fail or slow' });
    const count = options.count ?? Number.POSITIVE_INFINITY;
    const status = options.status ?? 503;
    if (!(count >= 0) || !Number.isInteger(status) || status < 400 || status > 599) {
      return sendJson(response, 400, { error: 'count must be ≥ 0 and status an HTTP error status (400–599)' });
    }
    fault = {
      mode: options.mode,
      status,
      remaining: options.mode === 'ok' ? 0 : count,
      delayMs: Math.max(0, Number(options.delayMs ?? 8000)),
      match: typeof options.match === 'string' ? options.match : '',
    };
    return sendJson(response, 200, { ...fault, remaining: Number.isFinite(fault.remaining) ? fault.remaining : null });
  }

  /** True when the request was one of the collector's; it has been answered. */
  return async function handleCollector({ request, response, url }) {
    const { method } = request;
    if (url.pathname === '/api/event-logs') {
      if (method === 'POST') await post(request, response);
      else if (method === 'GET') sendJson(response, 200, store.list());
      else if (method === 'DELETE' && hasTestHooks) {
        store.clear();
        sendJson(response, 200, { cleared: true });
      } else sendJson(response, 405, { error: 'method not allowed' }, { Allow: hasTestHooks ? 'GET, POST, DELETE' : 'GET, POST' });
      return true;
    }
    if (url.pathname.startsWith('/api/test/')) {
      if (!hasTestHooks) sendJson(response, 404, { error: 'test hooks are off (TABIJI_DEMO_TEST_HOOKS=1 turns them on)' });
      else if (url.pathname !== '/api/test/collector-faults') sendJson(response, 404, { error: 'no such test hook' });
      else if (method === 'POST') await setFaults(request, response);
      else sendJson(response, 405, { error: 'method not allowed' }, { Allow: 'POST' });
      return true;
    }
    return false;
  };
}
