import { decodeQueryComponent, searchWordFrom } from '../../src/domain/searchWord';

const BASE = 'https://guide.example/en/search';

describe('searchWordFrom', () => {
  it.each([
    [`${BASE}?keyword=%E6%9D%B1%E4%BA%AC`, '東京'],
    [`${BASE}?keyword=Mount+Fuji`, 'Mount Fuji'],
    [`${BASE}?keyword=Mount%20Fuji`, 'Mount Fuji'],
    [`${BASE}?keyword=a%2Bb`, 'a+b'],
    [`${BASE}?keyword=東京 タワー`, '東京 タワー'],
    [`${BASE}?x=1&keyword=ramen&y=2`, 'ramen'],
    [`${BASE}?keyword=first&keyword=second`, 'first'],
    [`${BASE}?keyword=a=b`, 'a=b'],
    [`${BASE}?key%77ord=encoded-key`, 'encoded-key'],
    [`${BASE}?keyword=`, ''],
    [`${BASE}?keyword`, ''],
    [`${BASE}?keyword=sushi#keyword=hash`, 'sushi'],
    [`${BASE}#?keyword=hash`, ''],
    [`${BASE}?Keyword=case`, ''],
    [`${BASE}?keywords=plural`, ''],
    [`${BASE}?q=tokyo`, ''],
    [BASE, ''],
    [`${BASE}?keyword=100%`, '100%'],
    [`${BASE}?keyword=%zz%41`, '%zzA'],
    [`${BASE}?keyword=%E6%9D`, '%E6%9D'],
    [`${BASE}?keyword=%E6%9D%B1%E6`, '東%E6'],
    [`${BASE}?keyword=%FF%E6%9D%B1`, '%FF東'],
    [`${BASE}?keyword=%ED%A0%80x`, '%ED%A0%80x'],
    [`${BASE}?keyword=%41%42%43%44%45`, 'ABCDE'],
    ['/en/search?keyword=relative', ''],
    ['not a url', ''],
    ['', ''],
  ])('%s → %p', (href, expected) => {
    expect(searchWordFrom(href)).toBe(expected);
  });
});

describe('decodeQueryComponent', () => {
  it.each([
    ['', ''],
    ['plain', 'plain'],
    ['a+b+c', 'a b c'],
    ['%', '%'],
    ['%4', '%4'],
    ['%%41', '%A'],
    ['%e6%9d%b1', '東'],
    ['%F0%9F%98%80%F0%9F', '😀%F0%9F'],
    ['%C3%A9%C3', 'é%C3'],
  ])('%p → %p', (text, expected) => {
    expect(decodeQueryComponent(text)).toBe(expected);
  });
});
