/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { parseRenderInput } from '../../src/server/renderInput';
import { PAGE_REGION_NAMES, REGION_NAMES, renderPage, renderRegions } from '../../src/server/renderPage';
import { SaveControl } from '../../src/ui/components/SaveControl';
import { SavedItemsPage } from '../../src/ui/components/SavedItemsPage';
import { savedMessages } from '../../src/ui/messages/saved/SavedMessages';

// The renderer reads the disclosure's names from its environment at its first render.
const savedEnvironment = { ...process.env };
process.env['TABIJI_OPERATOR_NAME'] = 'Tabiji KK';
afterAll(() => {
  process.env = savedEnvironment;
});

describe('the saved items’ page regions (issue 46)', () => {
  it('are page regions: known by name, never rendered unless asked for', () => {
    expect(PAGE_REGION_NAMES).toEqual(expect.arrayContaining(['save', 'saved-items']));
    expect(REGION_NAMES).not.toContain('save');
    expect(REGION_NAMES).not.toContain('saved-items');
    const { regions } = renderPage({ path: '/en/articles/4' });
    expect(Object.keys(regions)).toEqual(REGION_NAMES);
    expect(Object.values(regions).join('')).not.toContain('data-tabiji-save');
  });

  it('renders the article’s Save control when asked, in the page’s language, with no markup stamp', () => {
    const page = renderPage({ path: '/ko/articles/4', regions: ['save'] });
    expect(page.warnings).toEqual([]);
    expect(page.regions).toEqual({ save: renderToStaticMarkup(<SaveControl messages={savedMessages('ko')} />) });
    const html = page.regions['save'] ?? '';
    expect(html).toMatch(/^<div class="tabiji-save-row"><button type="button" class="tabiji-button tabiji-save" aria-pressed="false" data-tabiji-save="article" data-tabiji-replay="save">/);
    expect(html).toContain(`>${savedMessages('ko').saveArticle}</button>`);
    expect(html).not.toContain(savedMessages('en').saveArticle);
  });

  it('renders the saved-items page’s body when asked, in the page’s language', () => {
    const page = renderPage({ path: '/es/saved', regions: ['saved-items'] });
    expect(page.warnings).toEqual([]);
    const html = page.regions['saved-items'] ?? '';
    expect(html).toBe(renderToStaticMarkup(<SavedItemsPage messages={savedMessages('es')} />));
    const messages = savedMessages('es');
    for (const words of [messages.heading, messages.intro, messages.needsScript, messages.empty]) expect(html).toContain(words);
    expect(html).toContain('data-tabiji-saved-list=""');
    expect(html).toContain('<h1 id="tabiji-saved-heading" tabindex="-1">Elementos guardados</h1>');
    expect(html).toContain('<p id="tabiji-saved-empty" hidden="">');
  });

  it('writes a path without a language in Japanese, and renders the regions beside the furniture asked for', () => {
    const { regions } = renderRegions(parseRenderInput({ path: '/saved', regions: ['footer', 'saved-items', 'save'] }));
    expect(Object.keys(regions)).toEqual(['footer', 'saved-items', 'save']);
    expect(regions['saved-items']).toContain(savedMessages('jp').heading);
    expect(regions['save']).toContain(savedMessages('jp').saveArticle);
    expect(regions['footer']).toMatch(/^<!--tabiji:/);
  });
});

describe('a spot card’s Save control', () => {
  const answer = { id: 'senso-ji', lang: 'ko', kind: 'temple', name: '센소지', geo: { lat: 35.7148, lng: 139.7967 } };

  it('is on the card, saving its place under its id, name and anchor, named with the place’s name', () => {
    const { places, warnings } = renderPage({ path: '/ko/articles/4', places: [answer] });
    expect(warnings).toEqual([]);
    const html = places[0] ?? '';
    const button = /<button[^>]*data-tabiji-save="place"[^>]*>([^<]*)<\/button>/.exec(html);
    expect(button).not.toBeNull();
    const [tag = '', label] = button ?? [];
    expect(label).toBe(savedMessages('ko').savePlace);
    expect(tag).toContain('id="tabiji-save-senso-ji"');
    expect(tag).toContain('aria-pressed="false"');
    expect(tag).toContain('aria-labelledby="tabiji-save-senso-ji tabiji-spot-senso-ji"');
    expect(tag).toContain('data-tabiji-save-key="place:senso-ji"');
    expect(tag).toContain('data-tabiji-save-title="센소지"');
    expect(tag).toContain('data-tabiji-save-path="#tabiji-spot-senso-ji"');
    // The anchor is the card's heading, which names the control.
    expect(html).toContain('id="tabiji-spot-senso-ji"');
  });

  it('is in the page’s language, whatever the place’s', () => {
    const html = renderPage({ path: '/es/articles/4', places: [answer] }).places[0] ?? '';
    expect(html).toContain(`>${savedMessages('es').savePlace}</button>`);
    expect(html).not.toContain(`>${savedMessages('ko').savePlace}</button>`);
  });

  it('keeps a hostile name as an attribute’s text', () => {
    const html = renderPage({ path: '/en/articles/4', places: [{ ...answer, name: '"><img src=x onerror=alert(1)>' }] }).places[0] ?? '';
    expect(html).not.toContain('<img');
    expect(html).toContain('data-tabiji-save-title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
  });
});
