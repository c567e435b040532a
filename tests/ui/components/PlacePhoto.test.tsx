import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PathCode } from '../../../src/domain/languages';
import type { PlaceAttachment } from '../../../src/domain/placePhotos';
import { PlacePhoto, type PlacePhotoProps } from '../../../src/ui/components/PlacePhoto';
import { FakePhotoServiceAdapter } from '../../fakes/FakePhotoServiceAdapter';

const attachment = (overrides: Partial<PlaceAttachment> = {}): PlaceAttachment => ({
  id: 'kinkakuji-1',
  host: 'new',
  width: 1600,
  height: 1067,
  alt: { en: 'The Golden Pavilion', jp: '金閣', th: 'ศาลาทอง' },
  isDecorative: false,
  ...overrides,
});

function renderPhoto(props: Partial<PlacePhotoProps> & { service?: FakePhotoServiceAdapter } = {}) {
  const { service = new FakePhotoServiceAdapter(), ...rest } = props;
  const photo = rest.attachment ?? attachment();
  const { container } = render(
    <PlacePhoto attachment={photo} sources={service.sourcesFor(photo)} pathCode="en" sizes="(min-width: 60rem) 40rem, 100vw" isPriority={false} {...rest} />,
  );
  const frame = container.querySelector('picture');
  const image = container.querySelector('img');
  if (!frame || !image) throw new Error('no <picture> with an <img>');
  return { container, frame, image, sources: Array.from(frame.querySelectorAll('source')) };
}

describe('PlacePhoto', () => {
  it('renders a frame marked with the attachment id, a source per smaller format and the img with the primary host’s images', () => {
    const { frame, image, sources } = renderPhoto();
    expect(frame).toHaveClass('tabiji-photo');
    expect(frame).toHaveAttribute('data-tabiji-photo-frame', 'kinkakuji-1');
    expect(frame).toHaveAttribute('data-tabiji-photo-state', 'primary');
    expect(sources.map((source) => [source.type, source.getAttribute('srcset')])).toEqual([['image/webp', 'https://new.photos.test/kinkakuji-1.webp 1600w']]);
    expect(image).toHaveAttribute('src', 'https://new.photos.test/kinkakuji-1.jpeg');
    expect(image).toHaveAttribute('srcset', 'https://new.photos.test/kinkakuji-1.jpeg 1600w');
    expect(image).toHaveClass('tabiji-photo__img');
    expect(frame.lastElementChild).toBe(image);
  });

  it('gives every source and the img the layout’s sizes', () => {
    const { image, sources } = renderPhoto({ sizes: '(min-width: 48em) 50vw, 100vw' });
    for (const element of [...sources, image]) expect(element).toHaveAttribute('sizes', '(min-width: 48em) 50vw, 100vw');
  });

  it('puts the photo’s intrinsic width and height on the img, so the frame is sized before any byte arrives', () => {
    const { image } = renderPhoto({ attachment: attachment({ width: 1200, height: 800 }) });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
  });

  it('fetches the page’s first photo at high priority, eagerly', () => {
    const { image } = renderPhoto({ isPriority: true });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading');
    expect(image).not.toHaveAttribute('decoding');
  });

  it('loads any other photo lazily, decoding off the main thread', () => {
    const { image } = renderPhoto({ isPriority: false });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it.each<[PathCode, PlaceAttachment['alt'], string, string | null]>([
    ['th', { en: 'The Golden Pavilion', th: 'ศาลาทอง' }, 'ศาลาทอง', null],
    ['en', { en: 'The Golden Pavilion', th: 'ศาลาทอง' }, 'The Golden Pavilion', null],
    ['th', { en: 'The Golden Pavilion', jp: '金閣' }, 'The Golden Pavilion', 'en'],
    ['ko', { jp: '金閣' }, '金閣', 'ja'],
    ['easy', { jp: '金閣' }, '金閣', 'ja'],
  ])('on a %s page with alt texts %j, says %j (lang %p)', (pathCode, alt, text, lang) => {
    const { image } = renderPhoto({ attachment: attachment({ alt }), pathCode });
    expect(screen.getByRole('img', { name: text })).toBe(image);
    if (lang === null) expect(image).not.toHaveAttribute('lang');
    else expect(image).toHaveAttribute('lang', lang);
  });

  it('gives a decorative photo an empty alt, hiding it from assistive technology', () => {
    const { image } = renderPhoto({ attachment: attachment({ alt: {}, isDecorative: true }) });
    expect(image).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('carries no copy of the old host’s images (the frames find them by the attachment’s id), and shows a legacy one from the old host', () => {
    const { frame } = renderPhoto({ service: new FakePhotoServiceAdapter() });
    expect(frame.outerHTML).not.toContain('old.photos.test');
    expect(frame).not.toHaveAttribute('data-tabiji-photo-fallback');
    const legacy = renderPhoto({ attachment: attachment({ id: 'legacy', host: 'old' }) });
    expect(legacy.image).toHaveAttribute('src', 'https://old.photos.test/legacy.jpeg');
  });

  it('renders an empty frame of the photo’s size when the service has no images, still saying what it shows', () => {
    const service = new FakePhotoServiceAdapter();
    service.isConfigured = false;
    const { frame, image, sources } = renderPhoto({ service, pathCode: 'th', isPriority: true });
    expect(frame).toHaveAttribute('data-tabiji-photo-state', 'empty');
    expect(frame).toHaveAttribute('data-tabiji-photo-frame', 'kinkakuji-1');
    expect(frame).not.toHaveAttribute('data-tabiji-photo-fallback');
    expect(screen.getByRole('img', { name: 'ศาลาทอง' })).toBe(frame);
    expect(sources).toEqual([]);
    expect(image).toHaveAttribute('alt', '');
    expect(image).not.toHaveAttribute('src');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1067');
  });

  it('renders an empty decorative frame with nothing for assistive technology', () => {
    const service = new FakePhotoServiceAdapter();
    service.isConfigured = false;
    const { frame } = renderPhoto({ service, attachment: attachment({ alt: {}, isDecorative: true }) });
    expect(frame).not.toHaveAttribute('role');
    expect(frame).not.toHaveAttribute('aria-label');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('writes hostile alt text and ids as text, never as markup', () => {
    const hostileAlt = '"><img src=x onerror="alert(1)"><script>alert(2)</script>';
    const hostileId = '" onmouseover="alert(3)';
    const photo = attachment({ id: hostileId, alt: { en: hostileAlt } });
    const html = renderToStaticMarkup(
      <PlacePhoto attachment={photo} sources={new FakePhotoServiceAdapter().sourcesFor(photo)} pathCode="en" sizes="100vw" isPriority />,
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelectorAll('img')).toHaveLength(1);
    expect(host.querySelector('script')).toBeNull();
    expect(host.querySelector('[onerror], [onmouseover]')).toBeNull();
    expect(host.querySelector('img')?.alt).toBe(hostileAlt);
    expect(host.querySelector('picture')?.getAttribute('data-tabiji-photo-frame')).toBe(hostileId);
  });

  it('renders on the server exactly what the browser renders', () => {
    const photo = attachment();
    const element = <PlacePhoto attachment={photo} sources={new FakePhotoServiceAdapter().sourcesFor(photo)} pathCode="jp" sizes="50vw" isPriority />;
    const { container } = render(element);
    const server = document.createElement('div');
    server.innerHTML = renderToStaticMarkup(element);
    expect(server.isEqualNode(container)).toBe(true);
  });
});

describe('PlacePhoto in light mode (isOnTap), as the server writes it', () => {
  /** The server's HTML, parsed as a page with scripting on parses it. */
  const served = (props: Partial<PlacePhotoProps>) => {
    const photo = props.attachment ?? attachment();
    const html = renderToStaticMarkup(<PlacePhoto attachment={photo} sources={new FakePhotoServiceAdapter().sourcesFor(photo)} pathCode="en" sizes="100vw" isPriority={false} isOnTap {...props} />);
    const doc = document.createElement('div');
    doc.innerHTML = html;
    return { html, doc };
  };

  it('folds the photo behind a "Show photo" summary naming it; the photo sits in a template, lazy, never high priority', () => {
    const { doc } = served({ isPriority: true });
    const details = doc.querySelector('details');
    expect(details).toHaveClass('tabiji-photo-tap');
    expect(details).not.toHaveAttribute('open');
    expect(details?.querySelector('summary')?.textContent).toBe('Show photo: The Golden Pavilion');
    // Nothing the document would fetch with scripting on: the images are in the template's inert content and the
    // noscript copy; no preload hint either.
    expect(Array.from(doc.querySelectorAll('img, source')).filter((element) => !element.closest('noscript'))).toHaveLength(0);
    expect(served({}).html).not.toContain('rel="preload"');
    const frame = details?.querySelector('[data-tabiji-photo-tap="kinkakuji-1"]');
    const template = frame?.querySelector('template');
    const image = template?.content.querySelector('picture[data-tabiji-photo-frame="kinkakuji-1"] img');
    // The template's content lives in its own inert document: read its attributes plainly.
    expect([image?.getAttribute('loading'), image?.getAttribute('fetchpriority'), image?.getAttribute('width')]).toEqual(['lazy', null, '1600']);
    // The copy for readers without JavaScript: text while scripting is on, as here.
    expect(frame?.querySelector('noscript')?.textContent).toMatch(/^<picture class="tabiji-photo" data-tabiji-photo-frame="kinkakuji-1"[^]*loading="lazy"/);
  });

  it('in the page’s language; an alt text in another language is marked as such; no alt: the words alone', () => {
    expect(served({ pathCode: 'jp' }).doc.querySelector('summary')?.textContent).toBe('写真を表示：金閣');
    const fallback = served({ pathCode: 'ko', attachment: attachment({ alt: { en: 'The Golden Pavilion' } }) }).doc;
    expect(fallback.querySelector('summary')?.textContent).toBe('사진 보기: The Golden Pavilion');
    expect(fallback.querySelector('summary span')).toHaveAttribute('lang', 'en');
    expect(served({ pathCode: 'th', attachment: attachment({ alt: {}, isDecorative: true }) }).doc.querySelector('summary')?.textContent).toBe('แสดงรูปภาพ');
  });

  it('a hostile alt text stays text', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { html, doc } = served({ attachment: attachment({ alt: { en: hostile } }) });
    expect(html).toContain('Show photo: <span>&lt;img src=x onerror=alert(1)&gt;</span>');
    expect(doc.querySelector('summary')?.textContent).toBe(`Show photo: ${hostile}`);
    expect(Array.from(doc.querySelectorAll('img')).filter((element) => !element.closest('noscript'))).toHaveLength(0);
  });

  it('without the photo service (nothing to load) the empty frame shows as before, not folded', () => {
    const { container } = render(<PlacePhoto attachment={attachment()} sources={null} pathCode="en" sizes="100vw" isPriority={false} isOnTap />);
    expect(container.querySelector('details')).toBeNull();
    expect(container.querySelector('picture')).toHaveAttribute('data-tabiji-photo-state', 'empty');
  });
});
