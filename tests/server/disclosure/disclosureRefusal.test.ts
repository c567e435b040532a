/**
 * @jest-environment node
 */
import { disclosureInput } from '../../../src/composition/serverServices';
import { parseSettings } from '../../../src/composition/variables';
import type { RawEnvironment } from '../../../src/domain/config';
import { MARKUP_BUILD_IS_PRODUCTION } from '../../../src/markupBuild';
import { DisclosureConfigurationError, disclosureRefusal, disclosureWarnings, renderDisclosure } from '../../../src/server/disclosure/renderDisclosure';
import type * as RenderPageModule from '../../../src/server/renderPage';

// Issue 44, item 5: a production renderer refuses to write the disclosure without the names the law asks for, as
// the build refuses to build without them; a demo build and the tests keep the fallback and the warning.

const inputFrom = (raw: RawEnvironment) => disclosureInput(parseSettings(raw).settings);
const named: RawEnvironment = {
  TABIJI_OPERATOR_NAME: 'Tabiji KK',
  TABIJI_GEO_LOOKUP_URL: 'https://ipapi.example/json',
  TABIJI_GEO_LOOKUP_RECIPIENT_NAME: 'IP API Ltd',
};

describe('disclosureRefusal', () => {
  it('is not production under Jest: the fixture is a demo-like build', () => {
    expect(MARKUP_BUILD_IS_PRODUCTION).toBe(false);
  });

  it.each<[string, RawEnvironment, string]>([
    ['a blank operator name', { ...named, TABIJI_OPERATOR_NAME: '' }, 'TABIJI_OPERATOR_NAME'],
    ['an operator name of spaces', { ...named, TABIJI_OPERATOR_NAME: '   ' }, 'TABIJI_OPERATOR_NAME'],
    ['a configured recipient without its name', { ...named, TABIJI_GEO_LOOKUP_RECIPIENT_NAME: '' }, 'TABIJI_GEO_LOOKUP_RECIPIENT_NAME'],
  ])('in production, refuses %s, naming the setting and where it is documented', (_case, raw, setting) => {
    const refusal = disclosureRefusal(inputFrom(raw), true);
    expect(refusal).toContain(setting);
    expect(refusal).toContain('docs/integrating.md');
    expect(() => renderDisclosure('en', inputFrom(raw), true)).toThrow(DisclosureConfigurationError);
    expect(() => renderDisclosure('en', inputFrom(raw), true)).toThrow(setting);
  });

  it('in production, writes the page when every name is set', () => {
    expect(disclosureRefusal(inputFrom(named), true)).toBeNull();
    expect(renderDisclosure('en', inputFrom(named), true)).toContain('Tabiji KK, which runs Tabiji,');
  });

  it('outside production, falls back to the site’s name with a warning', () => {
    const blank = inputFrom({ ...named, TABIJI_OPERATOR_NAME: '' });
    expect(disclosureRefusal(blank, false)).toBeNull();
    expect(renderDisclosure('en', blank, false)).toContain('Tabiji, which runs Tabiji,');
    expect(disclosureWarnings(blank)).toEqual([expect.stringContaining('TABIJI_OPERATOR_NAME')]);
  });
});

describe('a production renderer’s regions', () => {
  const saved = process.env['TABIJI_OPERATOR_NAME'];
  afterEach(() => {
    if (saved === undefined) delete process.env['TABIJI_OPERATOR_NAME'];
    else process.env['TABIJI_OPERATOR_NAME'] = saved;
    jest.resetModules();
  });

  /** renderPage of a fresh renderer built for production (its markup build says so), in this environment. */
  function productionRenderPage(operatorName: string): typeof RenderPageModule.renderPage {
    process.env['TABIJI_OPERATOR_NAME'] = operatorName;
    let renderPage: typeof RenderPageModule.renderPage | undefined;
    jest.isolateModules(() => {
      jest.doMock('tabiji-markup-build', () => ({ __esModule: true, default: { id: 'test', production: true } }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh renderer, built for production
      renderPage = (require('../../../src/server/renderPage') as typeof RenderPageModule).renderPage;
    });
    if (!renderPage) throw new Error('renderPage did not load');
    return renderPage;
  }
  const navigation = { slider: [], footer: [] };

  it('refuses the disclosure region rather than leaving it empty', () => {
    const renderPage = productionRenderPage('');
    expect(() => renderPage({ path: '/en/external-transmission', navigation, regions: ['external-transmission'] })).toThrow(/TABIJI_OPERATOR_NAME/);
    // The furniture does not need the names: it still renders.
    expect(renderPage({ path: '/en/', navigation, regions: ['footer'] }).regions['footer']).not.toBe('');
  });

  it('renders the disclosure when the operator is named', () => {
    const page = productionRenderPage('Tabiji KK')({ path: '/en/external-transmission', navigation, regions: ['external-transmission'] });
    expect(page.regions['external-transmission']).toContain('Tabiji KK');
  });
});
