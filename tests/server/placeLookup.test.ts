/**
 * @jest-environment node
 */
import type { PathCode } from '../../src/domain/languages';
import { parsePlace, type Place } from '../../src/domain/place';
import type { PlaceAnswer, PlaceDirectoryPort } from '../../src/ports/PlaceDirectoryPort';
import { createRenderService, type RenderService } from '../../src/server/createRenderService';
import { placeLookupFromEnvironment } from '../../src/composition/serverServices';
import { createPlaceLookup, type PlaceLookup } from '../../src/server/placeLookup';
import type { RenderInput } from '../../src/server/renderInput';
import { renderRegions } from '../../src/server/renderPage';
import type { ServiceOptions } from '../../src/server/serviceOptions';

const savedEnvironment = { ...process.env };
process.env['TABIJI_OPERATOR_NAME'] = 'Tabiji KK';
afterAll(() => {
  process.env = savedEnvironment;
});

const placeOf = (id: string, language: PathCode): Place =>
  parsePlace({ id, lang: language, kind: 'temple', name: `Temple ${id}`, geo: { lat: 35, lng: 135 } }, id).place!;

/** A place directory that knows `known`, fails for ids starting with "down", and counts what it was asked. */
function fakeDirectory(known: readonly string[]): PlaceDirectoryPort & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async place(id: string, language: PathCode): Promise<PlaceAnswer> {
      asked.push(`${language} ${id}`);
      if (id.startsWith('down')) throw new Error(`place ${id}: the place manager answered HTTP 503`);
      return known.includes(id) ? { found: true, place: placeOf(id, language), warnings: [] } : { found: false };
    },
  };
}

describe('the render service’s place lookup', () => {
  it('answers each id in order, null with a warning for one the manager does not know or could not answer', async () => {
    const lookup = createPlaceLookup(fakeDirectory(['senso-ji', 'kinkaku-ji']));
    const { places, warnings } = await lookup.lookUp(['kinkaku-ji', 'no-such', 'down-1', 'senso-ji'], 'en');
    expect(places.map((place) => place?.id ?? null)).toEqual(['kinkaku-ji', null, null, 'senso-ji']);
    expect(warnings).toEqual(['places: the place manager does not know place no-such; rendered empty', 'places: place down-1: the place manager answered HTTP 503; rendered empty']);
  });

  it('keeps answers for a while, per language, and asks again after a failure or once they are old', async () => {
    let nowMs = 0;
    const directory = fakeDirectory(['senso-ji']);
    const lookup = createPlaceLookup(directory, { ttlMs: 1000, now: () => nowMs });
    await lookup.lookUp(['senso-ji', 'no-such', 'down-1'], 'en');
    await lookup.lookUp(['senso-ji', 'no-such', 'down-1'], 'en');
    await lookup.lookUp(['senso-ji'], 'th');
    expect(directory.asked).toEqual(['en senso-ji', 'en no-such', 'en down-1', 'en down-1', 'th senso-ji']);
    nowMs = 1000;
    await lookup.lookUp(['senso-ji'], 'en');
    expect(directory.asked.at(-1)).toBe('en senso-ji');
  });

  it('is configured by an absolute TABIJI_PLACE_API_URL; a site path cannot be reached from the service', () => {
    expect(placeLookupFromEnvironment({ TABIJI_PLACE_API_URL: 'https://places.example/api/place/' }).lookup).not.toBeNull();
    const relative = placeLookupFromEnvironment({});
    expect(relative.lookup).toBeNull();
    expect(relative.reason).toContain('"/api/place/", not an absolute http(s) URL');
  });
});

describe('a render request with placeIds', () => {
  const OPTIONS: ServiceOptions = {
    port: 0, host: '127.0.0.1', maxBodyBytes: 4096, bodyTimeoutMs: 300, renderTimeoutMs: 2000, cacheEntries: 10, cacheBytes: 1024 * 1024, workers: 1, maxWaitMs: 500, maxConnections: 64, cacheHeader: true,
  };
  const backend = {
    buildId: 'test-build',
    render: async (input: Omit<RenderInput, 'warnings' | 'placeIds'>) => renderRegions(input),
    close: async () => undefined,
  };
  const post = (url: string, body: unknown) => fetch(`${url}/render`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  let service: RenderService | undefined;
  afterEach(async () => {
    await service?.close();
    service = undefined;
  });
  const start = async (places: PlaceLookup | null) => {
    service = createRenderService(OPTIONS, backend, () => undefined, places);
    return service.listen();
  };

  it('is answered with the cards of the places the service looked up, in the page’s language', async () => {
    const directory = fakeDirectory(['senso-ji']);
    const url = await start(createPlaceLookup(directory));
    const answer = (await (await post(url, { path: '/th/articles/4', regions: [], placeIds: ['senso-ji', 'no-such'] })).json()) as { places: string[]; warnings: string[] };
    expect(directory.asked).toEqual(['th senso-ji', 'th no-such']);
    expect(answer.places[0]).toContain('data-tabiji-place="senso-ji"');
    expect(answer.places[0]).toContain('ข้อมูลสถานที่');
    expect(answer.places[1]).toBe('');
    expect(answer.warnings).toEqual(['places: the place manager does not know place no-such; rendered empty']);
  });

  it('is refused, saying why, by a service without a place manager, as is one that gives both places and placeIds', async () => {
    const url = await start(null);
    const refused = await post(url, { path: '/en/', placeIds: ['senso-ji'] });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain('TABIJI_PLACE_API_URL must be an absolute http(s) URL');
    const both = await post(url, { path: '/en/', placeIds: ['senso-ji'], places: [{ id: 'senso-ji', lang: 'en', name: 'Senso-ji' }] });
    expect(both.status).toBe(400);
    expect((await post(url, { path: '/en/', placeIds: ['<script>'] })).status).toBe(400);
  });
});
