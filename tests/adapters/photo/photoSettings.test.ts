import { parsePhotoSettings, PHOTO_FORMATS } from '../../../src/adapters/photo/photoSettings';
import { PHOTO_VARIABLES } from '../../../src/adapters/photo/photoVariables';

const parse = (raw: Record<string, string>) => parsePhotoSettings(raw, PHOTO_VARIABLES);

describe('parsePhotoSettings', () => {
  it('gives the documented defaults: no hosts (no photos), the plain template, four widths, WebP then JPEG', () => {
    expect(parse({})).toEqual({
      settings: { newHost: null, oldHost: null, urlTemplate: '{host}/{id}/{width}.{format}', widths: [320, 640, 960, 1280], formats: ['webp', 'jpeg'] },
      errors: [],
    });
  });

  it('lists its variables beside its code, none required', () => {
    expect(Object.keys(PHOTO_VARIABLES).sort()).toEqual([
      'TABIJI_PHOTO_FORMATS', 'TABIJI_PHOTO_NEW_URL', 'TABIJI_PHOTO_OLD_URL', 'TABIJI_PHOTO_URL_TEMPLATE', 'TABIJI_PHOTO_WIDTHS',
    ]);
    for (const rule of Object.values(PHOTO_VARIABLES)) expect(rule.required).toBe(false);
  });

  it('takes set values: trimmed hosts without trailing slashes, widths sorted and deduplicated, formats lower-cased', () => {
    const { settings, errors } = parse({
      TABIJI_PHOTO_NEW_URL: ' https://photos.example/new/ ',
      TABIJI_PHOTO_OLD_URL: '/legacy-photos//',
      TABIJI_PHOTO_URL_TEMPLATE: '{host}/i/{width}/{id}.{format}?v=2',
      TABIJI_PHOTO_WIDTHS: '1280, 320,640,320',
      TABIJI_PHOTO_FORMATS: 'AVIF, webp ,jpg',
    });
    expect(errors).toEqual([]);
    expect(settings).toEqual({
      newHost: 'https://photos.example/new',
      oldHost: '/legacy-photos',
      urlTemplate: '{host}/i/{width}/{id}.{format}?v=2',
      widths: [320, 640, 1280],
      formats: ['avif', 'webp', 'jpg'],
    });
  });

  it.each(['http://photos.example', 'HTTPS://photos.example:8443/p', '/photos'])('accepts the host %j', (host) => {
    const { errors } = parse({ TABIJI_PHOTO_NEW_URL: host, TABIJI_PHOTO_OLD_URL: host });
    expect(errors).toEqual([]);
  });

  it.each(['photos.example', 'javascript:alert(1)', '//photos.example', 'ftp://photos.example', 'https:///x', 'data:image/png;base64,AA'])(
    'refuses the host %j, naming the setting, and shows none of its photos',
    (host) => {
      const { settings, errors } = parse({ TABIJI_PHOTO_NEW_URL: host, TABIJI_PHOTO_OLD_URL: 'https://old.example' });
      expect(settings.newHost).toBeNull();
      expect(settings.oldHost).toBe('https://old.example');
      expect(errors).toEqual([expect.stringMatching(/^TABIJI_PHOTO_NEW_URL must be an absolute http\(s\) URL or a site path, got "/)]);
    },
  );

  it('refuses a bad old host on its own', () => {
    const { settings, errors } = parse({ TABIJI_PHOTO_NEW_URL: '/new', TABIJI_PHOTO_OLD_URL: 'old.example' });
    expect(settings).toMatchObject({ newHost: '/new', oldHost: null });
    expect(errors).toEqual(['TABIJI_PHOTO_OLD_URL must be an absolute http(s) URL or a site path, got "old.example"; its photos are not shown']);
  });

  it.each(['{host}/{id}.{format}', '{host}/{width}.{format}', '/p/{id}/{width}.{format}', '{host}/{id}/{width}', 'https://cdn.example/x.jpg'])(
    'refuses the template %j, which lacks a placeholder, and uses the plain one',
    (template) => {
      const { settings, errors } = parse({ TABIJI_PHOTO_URL_TEMPLATE: template });
      expect(settings.urlTemplate).toBe('{host}/{id}/{width}.{format}');
      expect(errors).toEqual([`TABIJI_PHOTO_URL_TEMPLATE must contain {host}, {id}, {width} and {format}, got "${template}"; using {host}/{id}/{width}.{format}`]);
    },
  );

  it.each(['none', '0', '-320', '320.5', '20000', ', ,'])('refuses widths %j with none usable: no photos', (widths) => {
    const { settings, errors } = parse({ TABIJI_PHOTO_WIDTHS: widths });
    expect(settings.widths).toEqual([]);
    expect(errors).toContainEqual(expect.stringContaining('TABIJI_PHOTO_WIDTHS must list widths in pixels'));
  });

  it('keeps the usable widths of a list', () => {
    expect(parse({ TABIJI_PHOTO_WIDTHS: '640,x,0,320' }).settings.widths).toEqual([320, 640]);
  });

  it('leaves unknown formats out, naming them and the known ones', () => {
    const { settings, errors } = parse({ TABIJI_PHOTO_FORMATS: 'heic,webp,gif,jpeg' });
    expect(settings.formats).toEqual(['webp', 'jpeg']);
    expect(errors).toEqual([`TABIJI_PHOTO_FORMATS: heic, gif unknown (known: ${Object.keys(PHOTO_FORMATS).join(', ')}); left out`]);
  });

  it('does not take inherited keys for formats', () => {
    const { settings, errors } = parse({ TABIJI_PHOTO_FORMATS: 'constructor,toString' });
    expect(settings.formats).toEqual([]);
    expect(errors).toEqual([expect.stringContaining('constructor, tostring unknown'), 'TABIJI_PHOTO_FORMATS lists no known format; photos are not shown']);
  });

  it('reports every bad setting at once', () => {
    const { errors } = parse({
      TABIJI_PHOTO_NEW_URL: 'x', TABIJI_PHOTO_OLD_URL: 'y', TABIJI_PHOTO_URL_TEMPLATE: '{id}', TABIJI_PHOTO_WIDTHS: 'x', TABIJI_PHOTO_FORMATS: 'gif',
    });
    expect(errors.map((error) => /^TABIJI_PHOTO_[A-Z_]+/.exec(error)?.[0]).sort()).toEqual([
      'TABIJI_PHOTO_FORMATS', 'TABIJI_PHOTO_FORMATS', 'TABIJI_PHOTO_NEW_URL', 'TABIJI_PHOTO_OLD_URL', 'TABIJI_PHOTO_URL_TEMPLATE', 'TABIJI_PHOTO_WIDTHS', 'TABIJI_PHOTO_WIDTHS',
    ]);
  });

  it('reports the entries of a width list that are not widths, keeping the others', () => {
    const { settings, errors } = parse({ TABIJI_PHOTO_WIDTHS: '640, big, 320' });
    expect(settings.widths).toEqual([320, 640]);
    expect(errors).toEqual(['TABIJI_PHOTO_WIDTHS: big not a width in pixels (1–10000); left out']);
  });

  it('takes the site root "/" as a host (its photos at /{id}/…), and keeps one format per type', () => {
    const { settings, errors } = parse({ TABIJI_PHOTO_NEW_URL: '/', TABIJI_PHOTO_FORMATS: 'webp,webp,jpeg,jpg' });
    expect(settings.newHost).toBe('');
    expect(settings.formats).toEqual(['webp', 'jpeg']);
    expect(errors).toEqual([]);
  });
});
