import VARIABLE_LIST from './configVariables.json';
import type { VariableTable } from './config';

/**
 * Tabiji's own settings and their rules (defaults, required, server-only, format). Read by the build's checks,
 * the server and the tests; the browser bundle never imports it (scripts/build.mjs applies the defaults).
 */
export const CORE_VARIABLES = VARIABLE_LIST as VariableTable;
