/**
 * @jest-environment node
 */
import { runScenario } from './runScenario';

interface Answer {
  status: number;
  type: string | null;
  cache: string | null;
  length: string | null;
  body: string;
}

// The stand-in behind a real HTTP server, over a folder of stand-in files (each holding its own name), so the routing
// is checked without drawing any photo. A path the stand-in does not take falls through to a 418.
const SCENARIO = `
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { FALLBACK_PHOTO_ID, MISSING_PHOTO_ID, PHOTO_ATTACHMENTS } from './demo/content/photos.mjs';
import { PHOTO_FORMATS, PHOTO_WIDTHS, photoFile } from './demo/photos/generatePhotos.mjs';
import { SCENES } from './demo/photos/scenes.mjs';
import { createPhotoServiceRoutes } from './demo/stand-ins/photoService.mjs';

const folder = mkdtempSync(path.join(os.tmpdir(), 'tabiji-photos-'));
for (const { name } of SCENES) {
  mkdirSync(path.join(folder, name));
  for (const width of PHOTO_WIDTHS) for (const format of Object.keys(PHOTO_FORMATS)) writeFileSync(photoFile(folder, name, width, format), name + '/' + width + '.' + format);
}
const routes = createPhotoServiceRoutes(folder);
const server = http.createServer(async (request, response) => {
  const url = new URL(request.url, 'http://demo.invalid');
  if (!(await routes({ request, response, url }))) { response.writeHead(418); response.end(); }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = 'http://127.0.0.1:' + server.address().port;
const ask = async (pathname, method = 'GET') => {
  const response = await fetch(base + pathname, { method });
  return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'),
    length: response.headers.get('content-length'), body: await response.text() };
};
const paths = {
  current: 'fushimi-inari-taisha', legacy: 'region-kansai', fallback: FALLBACK_PHOTO_ID, missing: MISSING_PHOTO_ID,
};
const answers = {};
for (const [name, id] of Object.entries(paths)) {
  for (const host of ['new', 'old']) {
    answers[name + ' ' + host + ' webp'] = await ask('/photo-service/' + host + '/' + id + '/320.webp');
    answers[name + ' ' + host + ' jpeg'] = await ask('/photo-service/' + host + '/' + id + '/1280.jpeg');
  }
}
answers.head = await ask('/photo-service/new/fushimi-inari-taisha/640.jpeg', 'HEAD');
for (const [name, pathname] of Object.entries({
  otherWidth: '/photo-service/new/fushimi-inari-taisha/800.jpeg',
  otherFormat: '/photo-service/new/fushimi-inari-taisha/320.png',
  jpgSpelling: '/photo-service/new/fushimi-inari-taisha/320.jpg',
  noFormat: '/photo-service/new/fushimi-inari-taisha/320',
  unknownId: '/photo-service/new/no-such-place/320.jpeg',
  otherHost: '/photo-service/mid/fushimi-inari-taisha/320.jpeg',
  traversal: '/photo-service/new/..%2f..%2fpackage.json/320.jpeg',
  badWidthOfUnavailable: '/photo-service/new/' + FALLBACK_PHOTO_ID + '/800.jpeg',
  root: '/photo-service/',
  notPhotos: '/photo-services/new/fushimi-inari-taisha/320.jpeg',
})) answers[name] = await ask(pathname);
server.close();
rmSync(folder, { recursive: true, force: true });
const scenes = Object.fromEntries(Object.entries(paths).map(([name, id]) => [name, PHOTO_ATTACHMENTS.get(id).scene]));
process.stdout.write(JSON.stringify({ answers, scenes }));
`;

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the photo service stand-in', () => {
  const { answers, scenes } = runScenario<{ answers: Record<string, Answer>; scenes: Record<string, string> }>(SCENARIO);
  const answer = (name: string): Answer => answers[name]!;

  it.each([
    ['current new webp', 'current', '320.webp', 'image/webp'],
    ['current new jpeg', 'current', '1280.jpeg', 'image/jpeg'],
    ['current old webp', 'current', '320.webp', 'image/webp'],
    ['current old jpeg', 'current', '1280.jpeg', 'image/jpeg'],
    ['legacy old webp', 'legacy', '320.webp', 'image/webp'],
    ['legacy old jpeg', 'legacy', '1280.jpeg', 'image/jpeg'],
    ['fallback old webp', 'fallback', '320.webp', 'image/webp'],
    ['fallback old jpeg', 'fallback', '1280.jpeg', 'image/jpeg'],
  ])('serves %s: the scene of the attachment, typed, cached for good', (name, attachment, file, type) => {
    expect(answer(name)).toMatchObject({ status: 200, type, cache: IMMUTABLE, body: `${scenes[attachment]}/${file}` });
  });

  it('keeps a current attachment on both hosts and a legacy one on the old host only', () => {
    expect(answer('current new jpeg').status).toBe(200);
    expect(answer('current old jpeg').status).toBe(200);
    expect(answer('legacy new webp').status).toBe(404);
    expect(answer('legacy new jpeg').status).toBe(404);
  });

  it('answers 503 from the new host for the fallback attachment, which the old host has', () => {
    expect(answer('fallback new webp')).toMatchObject({ status: 503, cache: 'no-store' });
    expect(answer('fallback new jpeg').status).toBe(503);
    expect(answer('fallback old jpeg').status).toBe(200);
  });

  it('has the missing attachment on neither host: 503 from the new, 404 from the old', () => {
    expect(answer('missing new webp').status).toBe(503);
    expect(answer('missing new jpeg').status).toBe(503);
    expect(answer('missing old webp').status).toBe(404);
    expect(answer('missing old jpeg').status).toBe(404);
  });

  it('answers HEAD with the headers and no body', () => {
    expect(answer('head')).toEqual({ status: 200, type: 'image/jpeg', cache: IMMUTABLE, length: String(`${scenes['current']}/640.jpeg`.length), body: '' });
  });

  it.each(['otherWidth', 'otherFormat', 'jpgSpelling', 'noFormat', 'unknownId', 'otherHost', 'traversal', 'badWidthOfUnavailable', 'root'])(
    'answers 404 for %s',
    (name) => {
      expect(answer(name)).toMatchObject({ status: 404, type: 'text/plain; charset=utf-8' });
    },
  );

  it('leaves other paths to the rest of the server', () => {
    expect(answer('notPhotos').status).toBe(418);
  });
});
