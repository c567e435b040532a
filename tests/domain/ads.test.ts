import { adTargeting, shouldDeferInitialLoad } from '../../src/domain/ads';
import { DEFAULT_PAGE_CONTEXT } from '../../src/domain/pageContext';

describe('adTargeting', () => {
  const page = { pathCode: 'th' as const, host: 'www.tabiji.example', productionHost: 'www.tabiji.example' };

  it('sends env prod only on the production host, with the language, page name and ids', () => {
    expect(adTargeting({ pageName: 'region', regionId: 3, categoryId: 0 }, page)).toEqual({
      env: 'prod', lang: 'th', page: 'region', region_id: '3', category_id: '0',
    });
  });

  it.each([
    ['another host', { host: 'staging.tabiji.example' }],
    ['the production name with another port', { host: 'www.tabiji.example:8080' }],
    ['no production host configured', { host: '', productionHost: '' }],
  ])('sends env dev on %s', (_case, change) => {
    expect(adTargeting({ ...DEFAULT_PAGE_CONTEXT }, { ...page, ...change }).env).toBe('dev');
  });

  it('compares host names without regard to case, and leaves out ids the page does not have', () => {
    expect(adTargeting(DEFAULT_PAGE_CONTEXT, { ...page, host: 'WWW.Tabiji.example' })).toEqual({ env: 'prod', lang: 'th', page: 'normal' });
  });
});

describe('shouldDeferInitialLoad', () => {
  it.each([
    [true, { articleId: null, isPrArticle: false }, true],
    [true, { articleId: 4, isPrArticle: false }, false],
    [true, { articleId: null, isPrArticle: true }, false],
    [false, { articleId: null, isPrArticle: false }, false],
  ])('phone=%s on %o → %s', (isPhone, context, expected) => {
    expect(shouldDeferInitialLoad(isPhone, context)).toBe(expected);
  });
});
