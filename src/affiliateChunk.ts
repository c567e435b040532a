import { completeAffiliateLinks, type AffiliateNoteMessages } from './application/affiliate/completeAffiliateLinks';
import { affiliateSettings } from './composition/browserSettings' with { type: 'macro' };
import { languageTag } from './domain/languages';
import type { PathCode } from './domain/pathCodes';

// The affiliate links' completion, one lazy chunk the entry fetches only on a page with affiliate links, when one
// nears the viewport or the visitor first interacts (main.tsx): the partners' settings (parsed at build time), the
// languages' table (the start path has only the path codes: domain/pathCodes.ts) and the links' code. It needs none
// of the visit's services (ADR 042): a link click is recorded by tracking, which sees the completed address.
// A plain object, not re-exports (parcel-bundler/parcel#9972).

/** Completes the affiliate links under `root` in the page's language (see completeAffiliateLinks). */
function start(root: ParentNode, pathCode: PathCode, messages: AffiliateNoteMessages): { completed: number; plain: number } {
  return completeAffiliateLinks(root, { config: affiliateSettings(), languageTag: languageTag(pathCode), messages });
}

export const affiliateChunk = { start };
