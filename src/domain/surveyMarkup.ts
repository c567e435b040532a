/** The attribute that marks the reader survey's section (ReaderSurvey), which the survey's chunk completes. */
export const SURVEY_ATTRIBUTE = 'data-tabiji-survey';

/** The form's field names, as checkSurveyAnswer reads them (and the host receives them without JavaScript). */
export const SURVEY_FIELDS = { verdict: 'verdict', translation: 'translation', comment: 'comment' } as const;

/** The ids in the survey's markup: one survey per page. */
export const SURVEY_IDS = {
  section: 'tabiji-survey',
  question: 'tabiji-survey-question',
  verdict: 'tabiji-survey-verdict',
  comment: 'tabiji-survey-comment',
  hint: 'tabiji-survey-hint',
  nothingChosen: 'tabiji-survey-nothing-chosen',
  commentTooLong: 'tabiji-survey-comment-too-long',
  outcome: 'tabiji-survey-outcome',
} as const;
