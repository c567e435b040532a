import { NO_DEFAULTS, settingText, type RawEnvironment, type VariableTable } from '../../domain/config';

/** What the standard collector protocols name besides the URL (TABIJI_EVENT_LOG_URL). */
export interface CollectorSettings {
  /**
   * The site as the pipeline knows it: Snowplow's application id (`aid`), Segment's `context.app.name`, OTLP's
   * `service.name`. Default "tabiji".
   */
  readonly appId: string;
  /** Segment's (or RudderStack's, Jitsu's) write key, sent in the body as Segment's browser library does; public. */
  readonly writeKey: string;
}

export function parseCollectorSettings(raw: RawEnvironment, defaults: VariableTable = NO_DEFAULTS): CollectorSettings {
  return {
    appId: settingText(defaults, raw, 'TABIJI_EVENT_LOG_APP_ID') || 'tabiji',
    writeKey: settingText(defaults, raw, 'TABIJI_EVENT_LOG_WRITE_KEY'),
  };
}
