import { eventually, expect, test } from './fixtures';

// Spot cards in each engine (issue 45): the card is the server's HTML, and once it nears the viewport the engine
// says whether the place is open now (Intl with Japan's time zone), in the page's language.

test('the article page shows its spot card and says whether the place is open now', async ({ tab, baseURL }) => {
  await tab.goto(`${baseURL}/ko/articles/2`);
  const card = () => {
    const section = document.querySelector('section.tabiji-spot');
    return section ? { name: section.querySelector('h2')?.textContent, labels: Array.from(section.querySelectorAll('dt')).map((term) => term.textContent) } : null;
  };
  expect(await tab.evaluate(card)).toEqual({ name: '금각사(킨카쿠지)', labels: ['주소', '운영 시간', '휴무일', '찾아가는 길', '요금', '웹사이트', '전화'] });
  await tab.evaluate(() => document.querySelector('section.tabiji-spot')?.scrollIntoView());
  // Kinkaku-ji opens 9:00–17:00 every day: which of the two depends on the time in Japan as the test runs.
  await eventually(tab, true, () => (document.querySelector('.tabiji-spot__now')?.textContent ?? '') !== '');
  const said = await tab.evaluate(() => document.querySelector('.tabiji-spot__now')?.textContent);
  const [hours, minutes] = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date()).split(':').map(Number);
  const minute = (hours ?? 0) * 60 + (minutes ?? 0);
  const isOpen = minute >= 9 * 60 && minute < 17 * 60;
  // Within a minute of opening or closing, the engine may have read the minute before: either answer is right.
  const isNearChange = Math.abs(minute - 9 * 60) <= 1 || Math.abs(minute - 17 * 60) <= 1;
  expect(isNearChange ? [' · 지금 운영 중', ' · 지금 운영 종료'] : [isOpen ? ' · 지금 운영 중' : ' · 지금 운영 종료']).toContain(said);
});
