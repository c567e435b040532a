import { act, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PlaceAttachment } from '../../src/domain/placePhotos';
import { PlacePhoto } from '../../src/ui/components/PlacePhoto';
import { mountPhotos } from '../../src/ui/mountPhotos';
import { FakePhotoServiceAdapter } from '../fakes/FakePhotoServiceAdapter';

const attachment = (id: string, overrides: Partial<PlaceAttachment> = {}): PlaceAttachment => ({
  id,
  host: 'new',
  width: 1200,
  height: 800,
  alt: { en: `Photo ${id}`, jp: `写真 ${id}` },
  isDecorative: false,
  ...overrides,
});

const ATTACHMENTS = [attachment('a'), attachment('b'), attachment('c')];

async function mount(html: string, attachments: readonly PlaceAttachment[] = ATTACHMENTS, service = new FakePhotoServiceAdapter()) {
  document.body.innerHTML = html;
  let rendered: string[] = [];
  await act(async () => {
    rendered = await mountPhotos(document, attachments, 'jp', service);
  });
  return { rendered, service };
}

const imageIn = (selector: string) => document.querySelector<HTMLImageElement>(`${selector} picture > img`);

describe('mountPhotos', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('renders the photo named by each empty placeholder, in the page’s language, returning the ids rendered', async () => {
    const { rendered } = await mount('<div id="one" data-tabiji-photo="a"></div><p>text</p><div id="two" data-tabiji-photo="c">  </div>');
    expect(rendered).toEqual(['a', 'c']);
    expect(document.querySelector('#one picture')).toHaveAttribute('data-tabiji-photo-frame', 'a');
    expect(document.querySelector('#two picture')).toHaveAttribute('data-tabiji-photo-frame', 'c');
    expect(screen.getByRole('img', { name: '写真 a' })).toBe(imageIn('#one'));
    expect(imageIn('#one')).toHaveAttribute('src', 'https://new.photos.test/a.jpeg');
  });

  it('renders the same markup as the server (attribute order aside)', async () => {
    await mount('<div data-tabiji-photo="b" data-tabiji-photo-sizes="50vw"></div>');
    const server = document.createElement('div');
    server.innerHTML = renderToStaticMarkup(
      <PlacePhoto attachment={ATTACHMENTS[1]!} sources={new FakePhotoServiceAdapter().sourcesFor(ATTACHMENTS[1]!)} pathCode="jp" sizes="50vw" isPriority />,
    );
    expect(document.querySelector('[data-tabiji-photo] > picture')?.isEqualNode(server.firstElementChild)).toBe(true);
  });

  it('leaves placeholders the server rendered alone, asking the service nothing for them', async () => {
    const serverHtml = '<picture class="tabiji-photo" data-tabiji-photo-frame="a"><img src="https://server.test/a.jpeg" alt="server"></picture>';
    const { rendered, service } = await mount(`<div id="one" data-tabiji-photo="a">${serverHtml}</div><div id="two" data-tabiji-photo="b"></div>`);
    expect(rendered).toEqual(['b']);
    expect(service.requestedIds).toEqual(['b']);
    expect(document.querySelector('#one')?.innerHTML).toBe(serverHtml);
  });

  it('does nothing, and loads nothing, when every placeholder is rendered already', async () => {
    const { rendered, service } = await mount('<div data-tabiji-photo="a"><picture></picture></div>');
    expect(rendered).toEqual([]);
    expect(service.requestedIds).toEqual([]);
  });

  it('fetches the page’s first placeholder at high priority and the others lazily', async () => {
    await mount('<div id="one" data-tabiji-photo="a"></div><div id="two" data-tabiji-photo="b"></div><div id="three" data-tabiji-photo="c"></div>');
    expect(imageIn('#one')).toHaveAttribute('fetchpriority', 'high');
    expect(imageIn('#one')).not.toHaveAttribute('loading');
    for (const id of ['#two', '#three']) {
      expect(imageIn(id)).toHaveAttribute('loading', 'lazy');
      expect(imageIn(id)).not.toHaveAttribute('fetchpriority');
    }
  });

  it('gives no placeholder priority when the page’s first photo was rendered by the server', async () => {
    await mount('<div data-tabiji-photo="a"><picture></picture></div><div id="two" data-tabiji-photo="b"></div>');
    expect(imageIn('#two')).toHaveAttribute('loading', 'lazy');
    expect(imageIn('#two')).not.toHaveAttribute('fetchpriority');
  });

  it('gives no priority to a first placeholder that asks for low priority', async () => {
    await mount('<div id="one" data-tabiji-photo="a" data-tabiji-photo-priority="low"></div><div id="two" data-tabiji-photo="b"></div>');
    expect(imageIn('#one')).toHaveAttribute('loading', 'lazy');
    expect(imageIn('#one')).not.toHaveAttribute('fetchpriority');
    expect(imageIn('#two')).toHaveAttribute('loading', 'lazy');
  });

  it('gives no priority when the first placeholder names an unknown photo', async () => {
    await mount('<div data-tabiji-photo="nope"></div><div id="two" data-tabiji-photo="b"></div>');
    expect(imageIn('#two')).not.toHaveAttribute('fetchpriority');
  });

  it.each([
    [null, '100vw'],
    ['(min-width: 60rem) 40rem, 100vw', '(min-width: 60rem) 40rem, 100vw'],
    ['100vw" onerror="alert(1)', '100vw'],
    ['<b>50vw</b>', '100vw'],
  ])('takes the placeholder’s sizes %j as %j', async (sizes, expected) => {
    const attribute = sizes === null ? '' : ` data-tabiji-photo-sizes='${sizes}'`;
    await mount(`<div data-tabiji-photo="a"${attribute}></div>`);
    const frame = document.querySelector('picture');
    for (const element of Array.from(frame?.querySelectorAll('source, img') ?? [])) expect(element).toHaveAttribute('sizes', expected);
    expect(frame?.querySelectorAll('source, img')).toHaveLength(2);
  });

  it('reports a placeholder naming no attachment of the page and leaves it empty, rendering the others', async () => {
    const { rendered } = await mount('<div id="bad" data-tabiji-photo="../evil"></div><div data-tabiji-photo="a"></div><div id="blank" data-tabiji-photo=""></div>');
    expect(rendered).toEqual(['a']);
    expect(document.querySelector('#bad')?.innerHTML).toBe('');
    expect(document.querySelector('#blank')?.innerHTML).toBe('');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('a photo placeholder names "../evil", which the page\'s tabiji-photos JSON does not list'));
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  it('renders an empty frame when the service has no images for the photo', async () => {
    const service = new FakePhotoServiceAdapter();
    service.isConfigured = false;
    await mount('<div data-tabiji-photo="a"></div>', ATTACHMENTS, service);
    expect(document.querySelector('picture')).toHaveAttribute('data-tabiji-photo-state', 'empty');
    expect(screen.getByRole('img', { name: '写真 a' })).toBe(document.querySelector('picture'));
  });

  it('looks only inside the root it is given', async () => {
    document.body.innerHTML = '<div id="outside" data-tabiji-photo="a"></div><section><div id="inside" data-tabiji-photo="b"></div></section>';
    let rendered: string[] = [];
    await act(async () => {
      rendered = await mountPhotos(document.querySelector('section')!, ATTACHMENTS, 'en', new FakePhotoServiceAdapter());
    });
    expect(rendered).toEqual(['b']);
    expect(document.querySelector('#outside')?.innerHTML).toBe('');
  });

  describe('light mode (isOnTap)', () => {
    it('folds each photo behind "Show photo" as the server does, and renders it only once the reader opens it', async () => {
      document.body.innerHTML = '<div id="one" data-tabiji-photo="a"></div><div id="two" data-tabiji-photo="b"></div>';
      await act(async () => {
        await mountPhotos(document, ATTACHMENTS, 'jp', new FakePhotoServiceAdapter(), { isOnTap: true });
      });
      const [first, second] = Array.from(document.querySelectorAll('details'));
      expect(first?.querySelector('summary')?.textContent).toBe('写真を表示：写真 a');
      expect(document.querySelectorAll('img')).toHaveLength(0);
      await act(async () => {
        first!.open = true;
        first!.dispatchEvent(new Event('toggle'));
      });
      expect(imageIn('#one')).toHaveAttribute('src', 'https://new.photos.test/a.jpeg');
      // Never at high priority: it is not the page's largest paint.
      expect(imageIn('#one')).toHaveAttribute('loading', 'lazy');
      expect(second?.querySelector('img')).toBeNull();
    });
  });
});
