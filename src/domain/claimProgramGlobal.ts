/**
 * The global the claim program sets when it runs (its ClaimProgramPort, ADR 041): from then on it keeps the early
 * clicks, not the head script. A module of its own, so the bundles that read it carry nothing else.
 */
export const CLAIM_PROGRAM_GLOBAL = 'tabijiClaimProgram';
