import { CLAIM_PROGRAM_GLOBAL } from '../../domain/claimProgramGlobal';
import type { ClaimProgramPort } from '../../ports/ClaimProgramPort';

/** No claim program tracks this page (none arrived, it failed, or it has no collector): the recorder does it all. */
export const NO_CLAIM_PROGRAM: ClaimProgramPort = {
  tracksThisPage: () => false,
  record: () => undefined,
  takeEvents: () => [],
  takeLocationLookup: () => undefined,
};

const isClaimProgram = (value: unknown): value is ClaimProgramPort =>
  typeof value === 'object' && value !== null &&
  ['tracksThisPage', 'record', 'takeEvents', 'takeLocationLookup'].every((name) => typeof (value as Record<string, unknown>)[name] === 'function');

/**
 * The claim program as the islands' bundles reach it: the global it sets when it runs (pageStartAdapters), read at
 * each call, since the program is an async script of its own. Anything else there (none yet, a page's own global of
 * that name) reads as no claim program.
 */
export const claimProgramOnPage: ClaimProgramPort = {
  tracksThisPage: () => current().tracksThisPage(),
  record: (event) => current().record(event),
  takeEvents: () => current().takeEvents(),
  takeLocationLookup: () => current().takeLocationLookup(),
};

function current(): ClaimProgramPort {
  const program = (window as unknown as Record<string, unknown>)[CLAIM_PROGRAM_GLOBAL];
  return isClaimProgram(program) ? program : NO_CLAIM_PROGRAM;
}
