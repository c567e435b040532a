import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { showPhotosOnTap } from '../../../src/adapters/browser/photosOnTap';
import type { PlaceAttachment } from '../../../src/domain/placePhotos';
import { PlacePhoto } from '../../../src/ui/components/PlacePhoto';
import { FakePhotoServiceAdapter } from '../../fakes/FakePhotoServiceAdapter';

// Light mode's folded photos as the server writes them (PlacePhoto, isOnTap), opened in jsdom: toggle events are
// dispatched as the browser does (after the open attribute changes; jsdom does not fire them itself).
const ATTACHMENTS: PlaceAttachment[] = ['kinkakuji-1', 'sensoji-1'].map((id) => ({ id, host: 'new', width: 1600, height: 1067, alt: { en: id }, isDecorative: false }));

function serverPage(): HTMLDetailsElement[] {
  const service = new FakePhotoServiceAdapter();
  document.body.innerHTML = ATTACHMENTS.map((attachment) =>
    renderToStaticMarkup(createElement(PlacePhoto, { attachment, sources: service.sourcesFor(attachment), pathCode: 'en', sizes: '100vw', isPriority: false, isOnTap: true })),
  ).join('<p>Text</p>');
  return Array.from(document.querySelectorAll('details'));
}
function open(details: HTMLDetailsElement): void {
  details.open = true;
  details.dispatchEvent(new Event('toggle'));
}
const imagesIn = (element: Element) => Array.from(element.querySelectorAll('picture[data-tabiji-photo-frame] > img'));

describe('showPhotosOnTap', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows a folded photo from its template as it opens, that one only, in the same task', () => {
    const [first, second] = serverPage();
    const stop = showPhotosOnTap(document);
    expect(imagesIn(document.body)).toHaveLength(0);
    open(first!);
    expect(imagesIn(first!).map((image) => image.getAttribute('src'))).toEqual(['https://new.photos.test/kinkakuji-1.jpeg']);
    expect(first!.querySelector('template, noscript')).toBeNull();
    expect(imagesIn(second!)).toHaveLength(0);
    // Closed and opened again: the photo is there once.
    first!.open = false;
    first!.dispatchEvent(new Event('toggle'));
    open(first!);
    expect(imagesIn(first!)).toHaveLength(1);
    stop();
    open(second!);
    expect(imagesIn(second!)).toHaveLength(0);
  });

  it('a photo opened before it ran (a tap before the entry) is shown at once', () => {
    const [first, second] = serverPage();
    first!.open = true;
    showPhotosOnTap(document);
    expect(imagesIn(first!)).toHaveLength(1);
    expect(imagesIn(second!)).toHaveLength(0);
  });

  it('other details (the menus) are left alone, and a page without folded photos gets no listener', () => {
    document.body.innerHTML = '<details id="menu"><summary>Menu</summary><div data-x><template><img src="/x.png"></template></div></details>';
    const listen = jest.spyOn(document, 'addEventListener');
    showPhotosOnTap(document);
    expect(listen).not.toHaveBeenCalled();
    listen.mockRestore();
    serverPage();
    document.body.insertAdjacentHTML('beforeend', '<details id="menu"><summary>Menu</summary><p>Links</p></details>');
    showPhotosOnTap(document);
    const menu = document.getElementById('menu') as HTMLDetailsElement;
    open(menu);
    expect(menu.innerHTML).toBe('<summary>Menu</summary><p>Links</p>');
  });
});
