/**
 * @jest-environment node
 */
import { callDemoModule } from './callDemoModule';

// The demo host's light mode (demo/pages/lightMode.mjs): the rule a host applies to each request, and where the
// switch may send the reader back to. The post itself runs against the demo in e2e/light-mode.spec.ts.
const lightModeOf = (...headers: Array<Record<string, string>>) => callDemoModule<boolean>('demo/pages/lightMode.mjs', 'lightModeOf', headers.map((entry) => [{ headers: entry }]));
const returnPath = (...calls: Array<[unknown, string]>) => callDemoModule<string>('demo/pages/lightMode.mjs', 'returnPath', calls);

describe('the demo host’s light mode', () => {
  it('the reader’s cookie decides; without it, Save-Data: on', () => {
    expect(lightModeOf(
      {},
      { 'save-data': 'on' },
      { 'save-data': ' ON ' },
      { 'save-data': 'off' },
      { cookie: 'a=1; tabiji_light=on', 'save-data': 'off' },
      { cookie: 'tabiji_light=off; b=2', 'save-data': 'on' },
      { cookie: 'tabiji_light=maybe', 'save-data': 'on' },
      { cookie: 'xtabiji_light=on' },
    )).toEqual([false, true, true, false, true, false, true, false]);
  });

  it('sends the reader back to a path on the site, and anywhere else home in the language', () => {
    expect(returnPath(
      ['/en/articles/1?keyword=tea', 'en'],
      ['/th/', 'th'],
      ['//evil.example/', 'en'],
      ['https://evil.example/', 'en'],
      ['/\\evil.example', 'jp'],
      ['javascript:alert(1)', 'en'],
      [null, 'ko'],
      ['', 'en'],
    )).toEqual(['/en/articles/1?keyword=tea', '/th/', '/en/', '/en/', '/jp/', '/en/', '/ko/', '/en/']);
  });
});
