/**
 * @jest-environment node
 */
import { runScenario } from './runScenario';

interface Attachment {
  id: string;
  host: 'new' | 'old';
  width: number;
  height: number;
  scene: string;
  alt: Record<string, string>;
  isDecorative: boolean;
  service: { new: string; old: string };
}

interface Catalog {
  slugs: string[];
  attachments: Attachment[];
  scenes: string[];
  fallback: string;
  missing: string;
  figures: Record<string, string[]>;
  json: unknown[];
}

const SCENARIO = `
import { ARTICLES, IMAGES, PR_ARTICLES } from './demo/content/catalog.mjs';
import { FALLBACK_PHOTO_ID, MISSING_PHOTO_ID, PHOTO_ATTACHMENTS, attachmentJson } from './demo/content/photos.mjs';
import { SCENES } from './demo/photos/scenes.mjs';
process.stdout.write(JSON.stringify({
  slugs: [...IMAGES.keys()],
  attachments: [...PHOTO_ATTACHMENTS.values()],
  scenes: SCENES.map(({ name }) => name),
  fallback: FALLBACK_PHOTO_ID,
  missing: MISSING_PHOTO_ID,
  figures: Object.fromEntries([...ARTICLES, ...PR_ARTICLES].map(({ id, figures }) => [id, figures.map(([slug]) => slug)])),
  json: [attachmentJson(PHOTO_ATTACHMENTS.get('fushimi-inari-taisha'), 'th'), attachmentJson(PHOTO_ATTACHMENTS.get('home-hero'), 'th'),
    attachmentJson(PHOTO_ATTACHMENTS.get('region-kansai'), 'easy')],
}));
`;

const PATH_CODES = ['jp', 'en', 'tw', 'th', 'ko', 'cn', 'id', 'vn', 'easy', 'es'];

describe('the place attachments of the demo content', () => {
  const catalog = runScenario<Catalog>(SCENARIO);
  const byId = new Map(catalog.attachments.map((attachment) => [attachment.id, attachment]));

  it('has one attachment per image slug, 1280×853, showing one of the scenes', () => {
    expect(catalog.attachments.map(({ id }) => id)).toEqual(catalog.slugs);
    for (const attachment of catalog.attachments) {
      expect([attachment.width, attachment.height]).toEqual([1280, 853]);
      expect(catalog.scenes).toContain(attachment.scene);
    }
    expect(catalog.scenes).toHaveLength(8);
    // The hash spreads the slugs over the scenes: every scene is used.
    expect(new Set(catalog.attachments.map(({ scene }) => scene)).size).toBe(8);
  });

  it('gives every attachment an alt text in all ten languages, even a decorative one', () => {
    for (const attachment of catalog.attachments) {
      expect(Object.keys(attachment.alt).sort()).toEqual([...PATH_CODES].sort());
      for (const text of Object.values(attachment.alt)) expect(text.trim()).not.toBe('');
    }
  });

  it('marks the pictures named by the text beside them as decorative: the top hero, categories and regions', () => {
    const decorative = catalog.attachments.filter(({ isDecorative }) => isDecorative).map(({ id }) => id);
    expect(decorative).toEqual(catalog.slugs.filter((slug) => slug === 'home-hero' || /^(category|region)-/.test(slug)));
  });

  it('keeps the region pictures on the old host only; every current attachment has an old copy', () => {
    const legacy = catalog.attachments.filter(({ host }) => host === 'old');
    expect(legacy.map(({ id }) => id)).toEqual(catalog.slugs.filter((slug) => slug.startsWith('region-')));
    for (const { service } of legacy) expect(service).toEqual({ new: 'absent', old: 'served' });
    const current = catalog.attachments.filter(({ host, id }) => host === 'new' && id !== catalog.fallback && id !== catalog.missing);
    for (const { service } of current) expect(service).toEqual({ new: 'served', old: 'served' });
  });

  // Figures are shown on their own article's page only, so no other page has a failed request.
  it('has exactly one attachment that falls back to the old host: a figure of article 12', () => {
    const fallbacks = catalog.attachments.filter(({ service }) => service.new === 'unavailable' && service.old === 'served');
    expect(fallbacks.map(({ id }) => id)).toEqual([catalog.fallback]);
    expect(catalog.figures['12']).toContain(catalog.fallback);
    expect(byId.get(catalog.fallback)).toMatchObject({ host: 'new', isDecorative: false });
  });

  it('has exactly one attachment neither host has: a figure of article 13', () => {
    const missing = catalog.attachments.filter(({ service }) => service.new !== 'served' && service.old !== 'served');
    expect(missing.map(({ id }) => id)).toEqual([catalog.missing]);
    expect(byId.get(catalog.missing)).toMatchObject({ host: 'new', isDecorative: false, service: { new: 'unavailable', old: 'absent' } });
    expect(catalog.figures['13']).toContain(catalog.missing);
  });

  it('lists an attachment for the page with its alt text in the page language only, or as decorative', () => {
    const [current, hero, legacy] = catalog.json;
    expect(current).toEqual({ id: 'fushimi-inari-taisha', host: 'new', width: 1280, height: 853, alt: { th: byId.get('fushimi-inari-taisha')?.alt['th'] } });
    expect(hero).toEqual({ id: 'home-hero', host: 'new', width: 1280, height: 853, decorative: true });
    expect(legacy).toEqual({ id: 'region-kansai', host: 'old', width: 1280, height: 853, decorative: true });
  });
});
