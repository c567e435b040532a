import { BrowserEnvironmentAdapter } from './adapters/browser/BrowserEnvironmentAdapter';
import { BrowserStorageAdapter } from './adapters/browser/BrowserStorageAdapter';
import { claimProgramOnPage } from './adapters/browser/claimProgram';
import { FetchSurveyEntryAdapter } from './adapters/http/FetchSurveyEntryAdapter';
import { recordsBesideTheVisit, type VisitForAds } from './application/ads/adsBesideTheVisit';
import { createSurveyOutbox, type SurveyOutbox } from './application/survey/surveyOutbox';
import type { VisitEvent } from './application/tracking/startTracking';
import { surveySettings } from './composition/browserSettings' with { type: 'macro' };
import { format } from './domain/messageFormat';
import type { PathCode } from './domain/pathCodes';
import { checkSurveyAnswer, SURVEY_LIMITS, surveyEventData, type SurveyProblem } from './domain/surveyEntry';
import { SURVEY_ATTRIBUTE, SURVEY_IDS } from './domain/surveyMarkup';
import type { ClockPort } from './ports/ClockPort';
import type { SurveyDelivery } from './ports/SurveyEntryPort';
import { surveyMessages } from './ui/messages/survey/SurveyMessages';

// The reader survey's browser part (issue 45), a chunk the entry fetches when the survey nears the viewport
// (contentTriggers.ts). Until it runs, the form posts to the host (it works without JavaScript). Once it runs, the
// form checks the answer in place and sends it through the forms-and-surveys entry API, keeping it on the device while the service cannot take it (surveyOutbox.ts) and delivering it once it can: at once, when the
// connection comes back, on a retry while the page stays open, or on the next article read. The event log learns
// what was answered, never the comment. A plain object, not re-exports (parcel-bundler/parcel#9972).

/** The first retry of kept entries while the page stays open; each next one waits twice as long, up to the last. */
const RETRY_MS = { first: 30_000, last: 5 * 60_000 } as const;

/** What the survey's chunk uses of the page; the browser's adapters when not given (tests give fakes). */
export interface SurveyPage {
  readonly pathCode: PathCode;
  readonly clock: Pick<ClockPort, 'now'>;
  /** Where answered surveys are recorded (the event log). */
  readonly record: (event: VisitEvent) => void;
  readonly outbox: SurveyOutbox;
  readonly newEntryId: () => string;
  readonly report: (message: string, error?: unknown) => void;
}

/** Shows or hides one problem beside its field (the field says it is invalid and is described by the problem). */
function showProblem(form: HTMLFormElement, fieldId: string, problemId: string, isShown: boolean, describedBy: readonly string[] = []): void {
  const field = form.querySelector<HTMLElement>(`#${fieldId}`);
  const problem = form.querySelector<HTMLElement>(`#${problemId}`);
  if (!field || !problem) return;
  problem.hidden = !isShown;
  if (isShown) field.setAttribute('aria-invalid', 'true');
  else field.removeAttribute('aria-invalid');
  const ids = [...describedBy, ...(isShown ? [problemId] : [])];
  if (ids.length > 0) field.setAttribute('aria-describedby', ids.join(' '));
  else field.removeAttribute('aria-describedby');
}

/** The section's words after an answer: the form gives way to them, and the focus goes to them. */
function thank(section: HTMLElement, text: string): void {
  const status = section.ownerDocument.createElement('p');
  status.className = 'tabiji-survey__status';
  status.setAttribute('role', 'status');
  status.tabIndex = -1;
  status.textContent = text;
  section.querySelector('form')?.replaceWith(status);
  status.focus();
}

/** Completes the survey form under `root`, if any, and delivers the entries kept from before. Returns whether one was found. */
function start(root: ParentNode, page: SurveyPage): boolean {
  const messages = surveyMessages(page.pathCode);
  const deliverKept = () => page.outbox.deliverKept().catch((error: unknown) => page.report('Tabiji: the kept survey answers could not be sent.', error));
  // Entries kept from before: sent now, again when the connection returns, and again later while the page is open.
  let retryMs: number = RETRY_MS.first;
  const retryWhileKept = () => {
    if (page.outbox.keptCount() === 0) return;
    setTimeout(() => void deliverKept().then(retryWhileKept), retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MS.last);
  };
  void deliverKept().then(retryWhileKept);
  window.addEventListener('online', () => void deliverKept());

  const section = root.querySelector<HTMLElement>(`[${SURVEY_ATTRIBUTE}]`);
  const form = section?.querySelector('form');
  if (!section || !form) return false;
  // Said on the section: the form now answers in place (until now it posted to the host).
  section.setAttribute(SURVEY_ATTRIBUTE, 'ready');
  let isSending = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (isSending) return;
    const data = new FormData(form);
    const fields = Object.fromEntries(['verdict', 'translation', 'comment'].map((name) => [name, data.get(name)?.toString()]));
    const checked = checkSurveyAnswer(fields);
    const problems: readonly SurveyProblem[] = 'problems' in checked ? checked.problems : [];
    showProblem(form, SURVEY_IDS.verdict, SURVEY_IDS.nothingChosen, problems.includes('nothingChosen'));
    showProblem(form, SURVEY_IDS.comment, SURVEY_IDS.commentTooLong, problems.includes('commentTooLong'), [SURVEY_IDS.hint]);
    const tooLong = form.querySelector(`#${SURVEY_IDS.commentTooLong}`);
    if (tooLong) tooLong.textContent = format(messages.commentTooLong, { max: String(SURVEY_LIMITS.maxCommentLength) });
    if (!('answer' in checked)) {
      // The first field with a problem takes the focus: a keyboard or screen-reader user hears what to change.
      const first = problems[0] === 'nothingChosen' ? form.querySelector<HTMLElement>('input[type="radio"]') : form.querySelector<HTMLElement>('textarea');
      first?.focus();
      return;
    }
    const { answer } = checked;
    isSending = true;
    const status = form.querySelector(`#${SURVEY_IDS.outcome}`);
    if (status) status.textContent = '';
    const entry = { ...answer, entryId: page.newEntryId(), pagePath: window.location.pathname, language: page.pathCode, submittedAtMs: page.clock.now() };
    page.outbox.submit(entry).then(
      (delivery: SurveyDelivery) => {
        isSending = false;
        if (delivery === 'refused') {
          if (status) status.textContent = messages.failed;
          return;
        }
        // What was answered, for the statistics: never the comment (free text may hold anything).
        page.record({ actionType: 'survey_answer', data: surveyEventData(answer) });
        thank(section, delivery === 'delivered' ? messages.thanks : messages.kept);
        if (delivery === 'later') retryWhileKept();
      },
      (error: unknown) => {
        // Storage refused the entry: it could not be kept, so the reader is told to try again; nothing is lost yet.
        isSending = false;
        if (status) status.textContent = messages.failed;
        page.report('Tabiji: the survey answer could not be sent.', error);
      },
    );
  });
  return true;
}

/** `start` on the page, with the browser's adapters: the entry API the build configured, local storage, the visit's log. */
function startOnPage(root: ParentNode, { pathCode, visit, clock, report }: { pathCode: PathCode; visit: VisitForAds; clock: ClockPort; report: SurveyPage['report'] }): boolean {
  const { formsApiUrl, postEntryPath } = surveySettings();
  const entries = new FetchSurveyEntryAdapter({ formsApiUrl, postEntryPath, baseUrl: document.baseURI });
  const outbox = createSurveyOutbox({ storage: new BrowserStorageAdapter(() => window.localStorage), entries, now: () => clock.now() });
  const recorder = recordsBesideTheVisit(visit, { claimProgram: claimProgramOnPage, clock });
  const environment = new BrowserEnvironmentAdapter();
  return start(root, { pathCode, clock, record: (event) => recorder.record(event), outbox, newEntryId: () => environment.randomUuid(), report });
}

export const surveyChunk = { start, startOnPage };
