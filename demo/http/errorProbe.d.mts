import type { IncomingMessage } from 'node:http';

export const ERROR_PROBE_KEY: string;
export const ERROR_PROBE_COOKIE: string;
export const ERROR_PROBE_ELEMENT: string;
export function wantsErrorProbe(request: IncomingMessage): boolean;
