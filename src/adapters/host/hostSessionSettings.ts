import { settingText, type RawEnvironment, type VariableTable } from '../../domain/config';
import VARIABLE_LIST from './hostSessionVariables.json';

/** The host-session identity adapter's settings, with their rules: this adapter's slice. */
export const HOST_SESSION_VARIABLES: VariableTable = VARIABLE_LIST;

export interface HostSessionSettings {
  /** The host's session endpoint (same origin): GET answers the signed-in user as JSON. */
  readonly sessionUrl: string;
  /** The host's logout endpoint (same origin): POST with the session's CSRF token signs out. */
  readonly logoutUrl: string;
}

export function parseHostSessionSettings(raw: RawEnvironment): HostSessionSettings {
  return {
    sessionUrl: settingText(HOST_SESSION_VARIABLES, raw, 'TABIJI_HOST_SESSION_URL'),
    logoutUrl: settingText(HOST_SESSION_VARIABLES, raw, 'TABIJI_HOST_LOGOUT_URL'),
  };
}
