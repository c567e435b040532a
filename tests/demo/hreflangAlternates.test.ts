/**
 * @jest-environment node
 */
import { callDemoModule } from './callDemoModule';

type Alternates = Array<[string, string]>;
const alternatesOf = (...calls: Array<[object, boolean]>) => callDemoModule<Alternates>('demo/pages/layout.mjs', 'hreflangAlternates', calls);
const page = (code: string, fields: object = {}) => ({ code, hasCode: true, rest: '/articles/1', origin: 'https://www.tabiji.example', ...fields });

describe('the demo host’s hreflang alternates', () => {
  it('lists the six versions, zh-Hant (→ tw) and zh-Hans (→ cn), and x-default (→ en)', () => {
    const [alternates] = alternatesOf([page('th'), true]);
    expect(alternates).toEqual([
      ['ja', 'https://www.tabiji.example/jp/articles/1'],
      ['en', 'https://www.tabiji.example/en/articles/1'],
      ['th', 'https://www.tabiji.example/th/articles/1'],
      ['zh-cn', 'https://www.tabiji.example/cn/articles/1'],
      ['zh-tw', 'https://www.tabiji.example/tw/articles/1'],
      ['ko', 'https://www.tabiji.example/ko/articles/1'],
      ['zh-Hant', 'https://www.tabiji.example/tw/articles/1'],
      ['zh-Hans', 'https://www.tabiji.example/cn/articles/1'],
      ['x-default', 'https://www.tabiji.example/en/articles/1'],
    ]);
  });

  it('gives every version of a page the same cluster (reciprocal links)', () => {
    const clusters = alternatesOf(...['jp', 'en', 'th', 'cn', 'tw', 'ko'].map((code): [object, boolean] => [page(code), true]));
    for (const cluster of clusters) expect(cluster).toEqual(clusters[0]);
  });

  it.each<[string, object, boolean]>([
    ['an unsupported language (es)', page('es'), true],
    ['Easy Japanese', page('easy'), true],
    ['a code-less duplicate', page('jp', { hasCode: false }), true],
    ['a page kept out of search', page('en'), false],
  ])('lists none for %s', (_case, request, isIndexable) => {
    expect(alternatesOf([request, isIndexable])).toEqual([[]]);
  });
});
