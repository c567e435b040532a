import type { AxiosStatic } from 'axios';
import { loadChunk } from '../../domain/loadChunk';

/**
 * axios, loaded on first use from its prebuilt browser build: one module for the browser to evaluate instead of
 * the dozens of the ES build, which made loading axios the page's longest task after start. Rejects after 15 s
 * without it (the event log then retries its batch, the location lookup goes without).
 */
export async function loadAxios(): Promise<AxiosStatic> {
  const module = (await loadChunk('axios', () => import('axios/dist/browser/axios.cjs'))) as { default?: AxiosStatic };
  return module.default ?? (module as unknown as AxiosStatic);
}
