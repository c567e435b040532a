import type { VariableTable } from '../../domain/config';
import VARIABLE_LIST from './collectorVariables.json';

/** The collector protocols' settings and their rules (merged in src/composition/variables.ts). */
export const COLLECTOR_VARIABLES = VARIABLE_LIST as VariableTable;
