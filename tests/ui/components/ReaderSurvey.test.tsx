import { renderToStaticMarkup } from 'react-dom/server';
import { ReaderSurvey, type SurveyState } from '../../../src/ui/components/ReaderSurvey';
import { surveyMessages } from '../../../src/ui/messages/survey/SurveyMessages';
import type { PathCode } from '../../../src/domain/pathCodes';

const ALL_PATH_CODES: readonly PathCode[] = ['jp', 'en', 'tw', 'th', 'ko', 'cn', 'id', 'vn', 'easy', 'es'];

function render(state?: SurveyState, code: 'en' | 'jp' = 'en'): HTMLElement {
  document.body.innerHTML = renderToStaticMarkup(<ReaderSurvey messages={surveyMessages(code)} action="/en/articles/4/survey" state={state} />);
  return document.querySelector('section')!;
}

describe('ReaderSurvey', () => {
  it('is a plain form posting to the host: the question naming the radio group, a translation box, a comment with its hint', () => {
    const section = render();
    const form = section.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/en/articles/4/survey');
    const group = form.querySelector('[role="radiogroup"]')!;
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent).toBe('Was this article useful?');
    expect(Array.from(group.querySelectorAll('label')).map((label) => label.textContent)).toEqual([' Yes', ' No']);
    expect(Array.from(form.querySelectorAll('input[type="radio"]')).map((input) => input.getAttribute('value'))).toEqual(['useful', 'not-useful']);
    expect(form.querySelector('input[type="checkbox"]')!.getAttribute('name')).toBe('translation');
    const comment = form.querySelector('textarea')!;
    expect(comment.getAttribute('maxlength')).toBe('1000');
    expect(document.getElementById(comment.getAttribute('aria-describedby')!)!.textContent).toMatch(/personal details/);
    expect(Array.from(form.querySelectorAll<HTMLElement>('.tabiji-survey__problem')).every((problem) => problem.hidden)).toBe(true);
    expect(form.querySelector('[aria-invalid]')).toBeNull();
  });

  it('shows the host’s problems beside their fields and keeps what the reader wrote, as text', () => {
    const section = render({ values: { comment: '</textarea><script>alert(1)</script>', translation: '' }, problems: ['nothingChosen', 'commentTooLong'] });
    const group = section.querySelector('[role="radiogroup"]')!;
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby')!)!.textContent).toBe('Choose Yes or No, or report a problem with the translation.');
    const comment = section.querySelector('textarea')!;
    expect(comment.value).toBe('</textarea><script>alert(1)</script>');
    expect(section.querySelector('script')).toBeNull();
    expect(comment.getAttribute('aria-describedby')).toBe('tabiji-survey-hint tabiji-survey-comment-too-long');
    expect(document.getElementById('tabiji-survey-comment-too-long')!.textContent).toBe('Please keep your comment to 1000 characters.');
  });

  it('keeps the reader’s choice when the service was down, and says so', () => {
    const section = render({ values: { verdict: 'not-useful', translation: '1', comment: 'Typo' }, status: 'failed' });
    expect(section.querySelector<HTMLInputElement>('input[value="not-useful"]')!.checked).toBe(true);
    expect(section.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
    expect(section.querySelector('[role="status"]')!.textContent).toBe('Your answer could not be sent. Please try again later.');
  });

  it('once sent, thanks the reader in place of the form', () => {
    const section = render({ status: 'sent' }, 'jp');
    expect(section.querySelector('form')).toBeNull();
    expect(section.querySelector('[role="status"]')!.textContent).toBe('ご回答ありがとうございました。');
  });

  it.each(ALL_PATH_CODES)('has every word in %s, with the limit in the comment’s problem', (code) => {
    const messages = surveyMessages(code);
    expect(Object.values(messages).every((text) => text.trim() !== '')).toBe(true);
    expect(messages.commentTooLong).toContain('{max}');
  });
});
