import type { AxiosStatic } from 'axios';

/**
 * axios, loaded on first use from its prebuilt browser build: one module for the browser to evaluate instead of
 * the dozens of the ES build, which made loading axios the page's longest task after start.
 */
export async function loadAxios(): Promise<AxiosStatic> {
  const module = (await import('axios/dist/browser/axios.cjs')) as { default?: AxiosStatic };
  return module.default ?? (module as unknown as AxiosStatic);
}
