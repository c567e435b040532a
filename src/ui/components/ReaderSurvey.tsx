import { format } from '../../domain/messageFormat';
import { SURVEY_LIMITS, type SurveyProblem } from '../../domain/surveyEntry';
import { SURVEY_ATTRIBUTE, SURVEY_FIELDS, SURVEY_IDS } from '../../domain/surveyMarkup';
import type { SurveyMessages } from '../messages/survey/SurveyMessages';

/** What the reader sent last time, as the host received it (their fields are text, and shown as text). */
export interface SurveyValues {
  readonly verdict?: string;
  readonly translation?: string;
  readonly comment?: string;
}

/** Where the host's answer to a post left the survey: its problems, the values to keep, or how it ended. */
export interface SurveyState {
  readonly values?: SurveyValues;
  readonly problems?: readonly SurveyProblem[];
  /** 'sent': the entry is delivered (the form gives way to thanks); 'failed': not sent, the form keeps the answer. */
  readonly status?: 'sent' | 'failed';
}

export interface ReaderSurveyProps {
  readonly messages: SurveyMessages;
  /** Where the form posts without JavaScript: a path on the host's own site. */
  readonly action: string;
  readonly state?: SurveyState;
}

/**
 * The reader survey (issue 45): "Was this article useful?", a box to report a problem with the translation and an
 * optional comment, as a plain form the host receives (it works without JavaScript); the survey's chunk sends it
 * through the forms-and-surveys entry API instead when it can, keeping it while the reader is offline. The problems
 * of the last post are shown beside their fields, and the fields keep what the reader wrote.
 */
export function ReaderSurvey({ messages, action, state = {} }: ReaderSurveyProps) {
  const { values = {}, problems = [] } = state;
  const isSent = state.status === 'sent';
  const nothingChosen = problems.includes('nothingChosen');
  const commentTooLong = problems.includes('commentTooLong');
  return (
    <section className="tabiji-survey" id={SURVEY_IDS.section} aria-labelledby={SURVEY_IDS.question} {...{ [SURVEY_ATTRIBUTE]: '' }}>
      <h2 className="tabiji-survey__question" id={SURVEY_IDS.question}>{messages.question}</h2>
      {isSent ? (
        <p className="tabiji-survey__status" role="status">{messages.thanks}</p>
      ) : (
        <form method="post" action={action} noValidate>
          {/* A radio group named by the question (each control a block of its own: no styles needed to lay it out). */}
          <div
            className="tabiji-survey__verdict"
            role="radiogroup"
            id={SURVEY_IDS.verdict}
            aria-labelledby={SURVEY_IDS.question}
            aria-describedby={nothingChosen ? SURVEY_IDS.nothingChosen : undefined}
            aria-invalid={nothingChosen || undefined}
          >
            <div><label><input type="radio" name={SURVEY_FIELDS.verdict} value="useful" defaultChecked={values.verdict === 'useful'} /> {messages.yes}</label></div>
            <div><label><input type="radio" name={SURVEY_FIELDS.verdict} value="not-useful" defaultChecked={values.verdict === 'not-useful'} /> {messages.no}</label></div>
          </div>
          <p className="tabiji-survey__problem" id={SURVEY_IDS.nothingChosen} hidden={!nothingChosen}>{messages.nothingChosen}</p>
          <p className="tabiji-survey__translation">
            <label><input type="checkbox" name={SURVEY_FIELDS.translation} value="1" defaultChecked={Boolean(values.translation)} /> {messages.translationProblem}</label>
          </p>
          <div><label className="tabiji-survey__label" htmlFor={SURVEY_IDS.comment}>{messages.comment}</label></div>
          <p className="tabiji-survey__hint" id={SURVEY_IDS.hint}>{messages.commentHint}</p>
          <textarea
            id={SURVEY_IDS.comment}
            name={SURVEY_FIELDS.comment}
            rows={3}
            maxLength={SURVEY_LIMITS.maxCommentLength}
            aria-describedby={commentTooLong ? `${SURVEY_IDS.hint} ${SURVEY_IDS.commentTooLong}` : SURVEY_IDS.hint}
            aria-invalid={commentTooLong || undefined}
            defaultValue={values.comment ?? ''}
          />
          <p className="tabiji-survey__problem" id={SURVEY_IDS.commentTooLong} hidden={!commentTooLong}>
            {format(messages.commentTooLong, { max: String(SURVEY_LIMITS.maxCommentLength) })}
          </p>
          <p><button type="submit" className="tabiji-button tabiji-button--primary">{messages.send}</button></p>
          <p className="tabiji-survey__status" id={SURVEY_IDS.outcome} role="status">{state.status === 'failed' ? messages.failed : ''}</p>
        </form>
      )}
    </section>
  );
}
