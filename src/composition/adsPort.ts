import type { GptSettings } from '../adapters/gpt/gptSettings';
import { loadChunk } from '../domain/loadChunk';
import type { AdsPort } from '../ports/AdsPort';

/**
 * The site's ad network: which adapter backs the ads port, in one place for the page's ads (adsChunk.ts) and the
 * container's binding (portBindings.ts). Its code is fetched only when a page's slots want it.
 */
export async function loadAdsPort(gpt: GptSettings): Promise<AdsPort> {
  const { GptAdsAdapter } = await loadChunk('ads adapter', () => import('../adapters/gpt/GptAdsAdapter'));
  return new GptAdsAdapter(gpt);
}
