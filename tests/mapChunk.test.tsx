import { savedMessages } from '../src/ui/messages/saved/SavedMessages';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ConsentChoice } from '../src/domain/consent';
import { parsePlace } from '../src/domain/place';
import { mapChunk, placeOfFacade } from '../src/mapChunk';
import { placesChunk } from '../src/placesChunk';
import type { MapPlace, PlaceMapPort } from '../src/ports/PlaceMapPort';
import { SpotCard } from '../src/ui/components/SpotCard';
import { placeMessages } from '../src/ui/messages/places/PlaceMessages';

/** A maps provider that draws nothing: it records what it was asked to show (or throws, when told to). */
class FakePlaceMapAdapter implements PlaceMapPort {
  readonly providerName = 'Fake Maps';
  readonly shown: Array<{ place: MapPlace; language: string; title: string }> = [];
  constructor(private readonly failure?: Error) {}
  show(container: HTMLElement, place: MapPlace, language: string, title: string): void {
    if (this.failure) throw this.failure;
    this.shown.push({ place, language, title });
    const frame = document.createElement('iframe');
    frame.title = title;
    container.replaceChildren(frame);
  }
}

function cardHtml(code: 'en' | 'ko' = 'en'): string {
  const { place } = parsePlace({ id: 'senso-ji', lang: code, kind: 'temple', name: 'Senso-ji <b>', geo: { lat: 35.7148, lng: 139.7967 } }, 'senso-ji');
  return renderToStaticMarkup(<SpotCard place={place!} pathCode={code} messages={placeMessages(code)} savedMessages={savedMessages(code)} />);
}

const facade = () => document.querySelector<HTMLElement>('.tabiji-spot__map')!;
const showButton = () => facade().querySelector<HTMLButtonElement>('.tabiji-spot__map-show');

function press(choice: ConsentChoice, maps: PlaceMapPort, report = jest.fn()) {
  mapChunk.show(facade(), { pathCode: 'en', consentChoice: () => choice, report, maps });
  return report;
}

describe('the spot card’s map facade', () => {
  beforeEach(() => {
    document.body.innerHTML = cardHtml();
  });

  it('is server HTML with the place’s coordinates, a hidden button and the link to maps', () => {
    expect(facade().getAttribute('data-tabiji-map')).toBe('35.7148,139.7967');
    expect(showButton()!.hidden).toBe(true);
    expect(facade().querySelector('a')!.textContent).toBe('Open in maps');
  });

  it('gets its button from the card’s code, a press handed on once with its facade', () => {
    const onShowMap = jest.fn();
    placesChunk.start(document, 'en', new Date(), onShowMap);
    expect(showButton()!.hidden).toBe(false);
    showButton()!.click();
    showButton()!.click();
    expect(onShowMap.mock.calls).toEqual([[facade()]]);
  });

  it('after "Accept", shows the map at the first press, titled with the place’s name as text', () => {
    const maps = new FakePlaceMapAdapter();
    press('accepted', maps);
    expect(maps.shown).toEqual([{ place: { latitude: 35.7148, longitude: 139.7967, name: 'Senso-ji <b>' }, language: 'en', title: 'Map: Senso-ji <b>' }]);
    expect(facade().querySelector('b')).toBeNull();
  });

  it.each(['unset', 'closed'] as const)('with the choice %s, asks first: who provides the map and what it sends; only the answer loads it', (choice) => {
    const maps = new FakePlaceMapAdapter();
    press(choice, maps);
    expect(maps.shown).toEqual([]);
    const question = facade().querySelector('.tabiji-spot__map-ask')!;
    expect(question.querySelector('p')!.textContent).toBe('Fake Maps provides this map. Showing it sends Fake Maps your IP address, this place and details of your browser, and Fake Maps may use its cookies.');
    expect(question.querySelector('a')!.getAttribute('href')).toBe('/en/external-transmission');
    const load = question.querySelector('button')!;
    expect(document.activeElement).toBe(load);
    expect(load.getAttribute('aria-describedby')).toBe(question.querySelector('p')!.id);
    expect(facade().classList.contains('tabiji-spot__map--asking')).toBe(true);
    load.click();
    expect(maps.shown).toHaveLength(1);
    expect(facade().classList.contains('tabiji-spot__map--asking')).toBe(false);
  });

  it('asks in the page’s language', () => {
    document.body.innerHTML = cardHtml('ko');
    mapChunk.show(facade(), { pathCode: 'ko', consentChoice: () => 'unset', report: jest.fn(), maps: new FakePlaceMapAdapter() });
    expect(facade().querySelector('button')!.textContent).toBe('지도 불러오기');
  });

  it('says so when the map cannot be shown, reports why, and keeps the link to maps', () => {
    const report = press('accepted', new FakePlaceMapAdapter(new Error('the map cannot be shown: TABIJI_MAPS_API_KEY is not set')));
    expect(report).toHaveBeenCalledWith('Tabiji: the map could not be shown.', expect.objectContaining({ message: expect.stringMatching(/TABIJI_MAPS_API_KEY/) }));
    expect(facade().querySelector('[role="status"]')!.textContent).toBe('The map could not be shown.');
    expect(facade().querySelector('a')!.textContent).toBe('Open in maps');
    expect(showButton()).toBeNull();
  });

  it.each([
    ['', null],
    ['35.7,', null],
    ['35.7,139.8,1', null],
    ['north,east', null],
    [' 35.7 , 139.8 ', { latitude: 35.7, longitude: 139.8 }],
  ])('reads the facade’s place from %j', (attribute, expected) => {
    facade().setAttribute('data-tabiji-map', attribute);
    const place = placeOfFacade(facade());
    expect(place && { latitude: place.latitude, longitude: place.longitude }).toEqual(expected);
  });

  it('a facade whose place cannot be read shows no map and reports it', () => {
    facade().setAttribute('data-tabiji-map', '"><script>');
    const maps = new FakePlaceMapAdapter();
    const report = press('accepted', maps);
    expect(maps.shown).toEqual([]);
    expect(report).toHaveBeenCalledWith('Tabiji: the map could not be shown.', expect.objectContaining({ message: expect.stringMatching(/is not "latitude,longitude"/) }));
  });
});
