import type { APIRequestContext, Page } from '@playwright/test';
import { allowConsoleErrors, expect, test } from './fixtures';
import { surveyMessages } from '../src/ui/messages/survey/SurveyMessages';

// The reader survey (issue 45): at the end of each article, a form Tabiji's renderer writes; without JavaScript it
// posts to the host, which checks it and delivers it to the forms-and-surveys entry API (the demo's stand-in); with
// it, the survey's chunk checks it in place and delivers it itself, keeping it while the service is down.

interface StoredEntry {
  entry_id: string;
  page_path: string;
  language: string;
  answers: { useful: boolean | null; translation_problem: boolean; comment: string | null };
}

async function entriesFor(request: APIRequestContext, comment: string): Promise<StoredEntry[]> {
  const { entries } = (await (await request.get('/forms/test/entries')).json()) as { entries: StoredEntry[] };
  return entries.filter((entry) => entry.answers.comment === comment);
}

const survey = (page: Page) => page.locator('section.tabiji-survey');

// One stand-in for the whole run, whose "down" mode these tests change: they run one after another.
test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request }) => {
  await request.put('/forms/test/mode', { data: { down: false } });
});

test('without JavaScript: the host checks the answer, says what is missing in the page’s language, then delivers it', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const words = surveyMessages('th');
  const comment = `ภาพสวยมาก ${Date.now()}`;
  await page.goto('/th/articles/4');
  await expect(survey(page).getByRole('heading', { level: 2 })).toHaveText(words.question);
  await survey(page).getByLabel(words.comment).fill(comment);
  await survey(page).getByRole('button', { name: words.send }).click();
  // Nothing chosen: the article again, the problem beside the question, the comment kept.
  await expect(page).toHaveURL(/\/th\/articles\/4\/survey$/);
  await expect(survey(page).getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  await expect(survey(page).getByText(words.nothingChosen)).toBeVisible();
  await expect(survey(page).getByLabel(words.comment)).toHaveValue(comment);
  expect(await entriesFor(request, comment)).toEqual([]);
  await survey(page).getByRole('radio', { name: words.yes, exact: true }).check();
  await survey(page).getByRole('button', { name: words.send }).click();
  await expect(page).toHaveURL(/\/th\/articles\/4\?survey=sent#tabiji-survey$/);
  await expect(survey(page).getByRole('status')).toHaveText(words.thanks);
  expect(await entriesFor(request, comment)).toEqual([expect.objectContaining({ page_path: '/th/articles/4', language: 'th', answers: { useful: true, translation_problem: false, comment } })]);
  await context.close();
});

test('without JavaScript, the service down: the form comes back with the answer and says to try again', async ({ browser, request }) => {
  await request.put('/forms/test/mode', { data: { down: true } });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const comment = `Down ${Date.now()}`;
  await page.goto('/en/articles/4');
  await survey(page).getByRole('radio', { name: 'No' }).check();
  await survey(page).getByLabel('Comment (optional)').fill(comment);
  await survey(page).getByRole('button', { name: 'Send' }).click();
  await expect(survey(page).getByRole('status')).toHaveText('Your answer could not be sent. Please try again later.');
  await expect(survey(page).getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(survey(page).getByLabel('Comment (optional)')).toHaveValue(comment);
  expect(await entriesFor(request, comment)).toEqual([]);
  await context.close();
});

test('with JavaScript, the service down then up: the answer is kept on the device, then delivered once', async ({ page, request }) => {
  const run = `survey-${Date.now()}`;
  const comment = `Kenji here, kenji@example.com ${run}`;
  await request.put('/forms/test/mode', { data: { down: true } });
  // The browser reports the stand-in's 503 in the console itself.
  allowConsoleErrors(page, /status of 503/);
  await page.goto(`/en/articles/2?utm_content=${run}`);
  await survey(page).scrollIntoViewIfNeeded();
  await expect(survey(page)).toHaveAttribute('data-tabiji-survey', 'ready');
  // Checked in place: nothing chosen is said beside the question, and nothing leaves the page.
  await survey(page).getByRole('button', { name: 'Send' }).click();
  await expect(survey(page).getByText('Choose Yes or No, or report a problem with the translation.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/en/articles/2\\?utm_content=${run}$`));
  await survey(page).getByRole('radio', { name: 'No' }).check();
  await survey(page).getByLabel('Report a problem with the translation').check();
  await survey(page).getByLabel('Comment (optional)').fill(comment);
  await survey(page).getByRole('button', { name: 'Send' }).click();
  await expect(survey(page).getByRole('status')).toHaveText('Thank you for your answer. It could not be sent just now, so it is kept on this device and will be sent later.');
  expect(await entriesFor(request, comment)).toEqual([]);
  // The service is back; the next visit to an article delivers the kept answer, once.
  await request.put('/forms/test/mode', { data: { down: false } });
  await page.goto(`/en/articles/3?utm_content=${run}`);
  await survey(page).scrollIntoViewIfNeeded();
  await expect.poll(async () => (await entriesFor(request, comment)).length).toBe(1);
  expect((await entriesFor(request, comment))[0]).toMatchObject({ page_path: '/en/articles/2', language: 'en', answers: { useful: false, translation_problem: true, comment } });
  await page.reload();
  await survey(page).scrollIntoViewIfNeeded();
  await expect(survey(page)).toHaveAttribute('data-tabiji-survey', 'ready');
  expect(await entriesFor(request, comment)).toHaveLength(1);
  // The event log learnt what was answered, never the comment.
  await expect.poll(async () => {
    const { records } = (await (await request.get('/api/event-logs')).json()) as { records: Array<{ action_type: string; source_url: string; data?: unknown }> };
    return records.filter((record) => record.action_type === 'survey_answer' && record.source_url.includes(run));
  }).toEqual([expect.objectContaining({ data: { verdict: 'not-useful', translation_problem: true, has_comment: true } })]);
  const { records } = (await (await request.get('/api/event-logs')).json()) as { records: unknown[] };
  expect(JSON.stringify(records)).not.toContain('kenji@example.com');
});
