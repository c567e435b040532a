import { savedMessages } from '../src/ui/messages/saved/SavedMessages';
import { renderToStaticMarkup } from 'react-dom/server';
import { parsePlace } from '../src/domain/place';
import { placesChunk } from '../src/placesChunk';
import { SpotCard } from '../src/ui/components/SpotCard';
import { placeMessages } from '../src/ui/messages/places/PlaceMessages';

/** A card as the renderer writes it, for a place open Tuesday to Sunday 9:00–17:00 (Japan time). */
function cardHtml(hours: unknown = { weekly: [{ days: [0, 2, 3, 4, 5, 6], opens: '09:00', closes: '17:00' }] }): string {
  const { place } = parsePlace({ id: 'kinkaku-ji', lang: 'en', kind: 'temple', name: 'Kinkaku-ji', hours }, 'kinkaku-ji');
  return renderToStaticMarkup(<SpotCard place={place!} pathCode="en" messages={placeMessages('en')} savedMessages={savedMessages('en')} />);
}

const kicker = () => document.querySelector('.tabiji-spot__kicker')?.textContent;

describe('placesChunk.start: "open now" on the spot cards', () => {
  it.each([
    ['a Wednesday at 10:00 in Japan', '2026-12-02T01:00:00Z', 'Spot information · Open now'],
    ['a Wednesday at 17:00 in Japan (closing time)', '2026-12-02T08:00:00Z', 'Spot information · Closed now'],
    ['a Monday at noon in Japan (its closed day)', '2026-11-30T03:00:00Z', 'Spot information · Closed now'],
    ['a Sunday at 08:59 in Japan, Saturday 23:59 UTC', '2026-11-28T23:59:00Z', 'Spot information · Closed now'],
    ['a Sunday at 09:00 in Japan, Sunday 00:00 UTC', '2026-11-29T00:00:00Z', 'Spot information · Open now'],
  ])('says it on %s', (_case, at, expected) => {
    document.body.innerHTML = cardHtml();
    expect(placesChunk.start(document, 'en', new Date(at))).toBe(1);
    expect(kicker()).toBe(expected);
  });

  it('speaks the page’s language, and a place that never closes is always open', () => {
    document.body.innerHTML = cardHtml({ always: true });
    placesChunk.start(document, 'jp', new Date('2026-12-02T18:00:00Z'));
    expect(document.querySelector('.tabiji-spot__now')?.textContent).toBe(' · 営業中');
  });

  it('says nothing on a card whose hours it cannot read, or a card without hours', () => {
    document.body.innerHTML = cardHtml().replace(/data-tabiji-place-hours="[^"]*"/, 'data-tabiji-place-hours="{not json"') + cardHtml(null);
    expect(placesChunk.start(document, 'en')).toBe(0);
    expect(document.querySelectorAll('.tabiji-spot__now')).toHaveLength(1);
    expect(document.querySelector('.tabiji-spot__now')?.textContent).toBe('');
  });
});
