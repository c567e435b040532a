import type { VariableTable } from '../../domain/config';
import VARIABLE_LIST from './mapsVariables.json';

/** This adapter's settings and their rules: its slice of the configuration (merged in src/composition/variables.ts). */
export const MAPS_VARIABLES = VARIABLE_LIST as VariableTable;
