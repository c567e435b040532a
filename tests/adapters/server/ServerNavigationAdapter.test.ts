/**
 * @jest-environment node
 */
import { ServerNavigationAdapter } from '../../../src/adapters/server/ServerNavigationAdapter';

describe('ServerNavigationAdapter', () => {
  it.each([
    ['/en/', 'https://tabiji.invalid/en/'],
    ['/jp/articles/1?keyword=ramen', 'https://tabiji.invalid/jp/articles/1?keyword=ramen'],
    ['/th/regions/5?x=1#top', 'https://tabiji.invalid/th/regions/5?x=1#top'],
  ])('gives the request’s path %s on a placeholder origin: %s', (path, href) => {
    expect(new ServerNavigationAdapter(path).currentHref()).toBe(href);
  });

  it('gives the path on the site’s origin when it is known', () => {
    expect(new ServerNavigationAdapter('/en/articles/1', 'https://tabiji.example').currentHref()).toBe('https://tabiji.example/en/articles/1');
  });

  it('has no referrer, and no leave warning to clear', () => {
    const navigation = new ServerNavigationAdapter('/en/');
    expect(navigation.referrer()).toBe('');
    expect(() => navigation.clearLeaveWarning()).not.toThrow();
  });

  it.each([
    ['assign', (navigation: ServerNavigationAdapter) => navigation.assign()],
    ['openInNewTab', (navigation: ServerNavigationAdapter) => navigation.openInNewTab()],
    ['reload', (navigation: ServerNavigationAdapter) => navigation.reload()],
  ])('refuses to %s: a server render cannot move the visitor', (_name, move) => {
    expect(() => move(new ServerNavigationAdapter('/en/'))).toThrow(/navigation is browser-only/);
  });
});
