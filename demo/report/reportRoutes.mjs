// HTTP side of the report page: GET /report (the page, from what the store holds at the time of the request) and
// its files under /report/ (its script and stylesheet, and Chart.js's UMD build from node_modules).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlHeaders, redirect, send, sendText } from '../http/respond.mjs';
import { REVALIDATE, serveFile } from '../http/staticFiles.mjs';
import { filtersFrom } from './aggregate.mjs';
import { reportPage } from './reportPage.mjs';
import { queryReport } from './reportQueries.mjs';

const REPORT_DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * The report's own policy, stricter than the guide pages' (no ad server, no Auth emulator, nothing to connect to):
 * scripts and styles from this origin only, no inline script or style.
 */
export const REPORT_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Chart.js's dist/ folder (its UMD build), or undefined when the package is not installed. */
function chartJsFolder() {
  try {
    return path.dirname(createRequire(import.meta.url).resolve('chart.js'));
  } catch {
    return undefined;
  }
}

/** The files under /report/: name → [folder, file]. Nothing else there is served (the .mjs modules are not). */
function reportFiles() {
  const chartJs = chartJsFolder();
  return new Map([
    ['report.css', [REPORT_DIR, 'report.css']],
    ['reportCharts.js', [REPORT_DIR, 'reportCharts.js']],
    ...(chartJs ? [['chart.umd.js', [chartJs, 'chart.umd.js']], ['chart.umd.js.map', [chartJs, 'chart.umd.js.map']]] : []),
  ]);
}

/**
 * The report's routes over the collector's store. Only GET and HEAD reach them (the server answers other methods).
 * @param {import('../collector/EventLogStore.mjs').EventLogStore} store  the collector's; its figures are queried there
 */
export function createReportRoutes(store) {
  const files = reportFiles();
  if (!files.has('chart.umd.js')) console.warn('Tabiji demo: chart.js is not installed (npm install); /report shows its tables without charts.');
  /** True when the request was the report's; it has been answered. */
  return async function handleReport({ request, response, url }) {
    const isHead = request.method === 'HEAD';
    if (url.pathname === '/report') {
      const filters = filtersFrom(url.searchParams);
      const report = await queryReport(store, filters);
      send(response, 200, {
        ...htmlHeaders(REPORT_CSP),
        // Figures about visitors: kept by no cache and no search engine.
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex',
      }, String(reportPage(report, { filters })), isHead);
      return true;
    }
    if (url.pathname === '/report/') {
      redirect(response, `/report${url.search}`);
      return true;
    }
    if (!url.pathname.startsWith('/report/')) return false;
    const file = files.get(url.pathname.slice('/report/'.length));
    if (!file) {
      sendText(response, 404, 'Not found', isHead);
      return true;
    }
    const [folder, relativePath] = file;
    await serveFile({ request, response }, { folder, relativePath, cacheControl: REVALIDATE });
    return true;
  };
}
