import { NO_DEFAULTS, settingText, type RawEnvironment, type VariableTable } from '../../domain/config';

export interface HostSessionSettings {
  /** The host's session endpoint (same origin): GET answers the signed-in user as JSON. */
  readonly sessionUrl: string;
  /** The host's logout endpoint (same origin): POST with the session's CSRF token signs out. */
  readonly logoutUrl: string;
}

export function parseHostSessionSettings(raw: RawEnvironment, defaults: VariableTable = NO_DEFAULTS): HostSessionSettings {
  return {
    sessionUrl: settingText(defaults, raw, 'TABIJI_HOST_SESSION_URL'),
    logoutUrl: settingText(defaults, raw, 'TABIJI_HOST_LOGOUT_URL'),
  };
}
