import { act } from '@testing-library/react';
import { photosChunk } from '../src/photosChunk';
import { FakePhotoServiceAdapter } from './fakes/FakePhotoServiceAdapter';

const ATTACHMENTS = [
  { id: 'a', host: 'new', width: 800, height: 600, alt: { en: 'Photo a' } },
  { id: '../b', host: 'new', width: 800, height: 600, alt: { en: 'Photo b' } },
];

describe('photosChunk.start', () => {
  const listeners: Array<Parameters<Document['addEventListener']>> = [];
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The chunk never stops watching the frames: its listeners are taken off after each test, or the next would
    // see each failure handled twice.
    const addEventListener = document.addEventListener.bind(document);
    jest.spyOn(document, 'addEventListener').mockImplementation((...args: Parameters<Document['addEventListener']>) => {
      listeners.push(args);
      addEventListener(...args);
    });
  });
  afterEach(() => {
    for (const args of listeners.splice(0)) document.removeEventListener(...args);
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  // The host's tabiji-photos JSON (none for null), then the chunk's start.
  const start = (attachmentsJson: string | null, photos = new FakePhotoServiceAdapter()) => {
    document.getElementById('tabiji-photos')?.remove();
    if (attachmentsJson !== null) {
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = 'tabiji-photos';
      script.textContent = attachmentsJson;
      document.body.append(script);
    }
    return act(() => photosChunk.start({ doc: document, pathCode: 'en', photos }));
  };

  it('renders the empty placeholders from the page’s attachments and watches their frames', async () => {
    document.body.innerHTML = '<div data-tabiji-photo="a"></div>';
    await start(JSON.stringify(ATTACHMENTS));
    const image = document.querySelector('[data-tabiji-photo] picture > img');
    expect(image).toHaveAttribute('alt', 'Photo a');
    image?.dispatchEvent(new Event('error'));
    expect(document.querySelector('picture')).toHaveAttribute('data-tabiji-photo-state', 'fallback');
  });

  it('reports each bad attachment, and JSON that is not, with console.error', async () => {
    document.body.innerHTML = '<div data-tabiji-photo="a"></div>';
    await start(JSON.stringify(ATTACHMENTS));
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/^Tabiji: photos: attachment 1: id must be/));
    await start('{');
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/^Tabiji: photos: tabiji-photos is not JSON/));
  });

  it('watches the server-rendered frames even when the page lists no attachments', async () => {
    document.body.innerHTML = `<div data-tabiji-photo="a"><picture class="tabiji-photo" data-tabiji-photo-frame="a" data-tabiji-photo-state="primary"><img src="https://new.test/a.jpeg" alt="Photo a"></picture></div>`;
    await start(null);
    document.querySelector('img')?.dispatchEvent(new Event('error'));
    expect(document.querySelector('picture')).toHaveAttribute('data-tabiji-photo-state', 'empty');
    expect(document.querySelector('picture')).toHaveAttribute('aria-label', 'Photo a');
  });
});
