import { buildFlightLink, buildHotelLink, type LinkResult } from '../../domain/affiliate';
import { flightSearchFrom, hotelSearchFrom } from '../../domain/affiliateSearch';
import type { TabijiConfig } from '../../domain/config';
import { format } from '../../domain/messageFormat';

import { HOST_MARKUP } from '../../domain/hostMarkup';

/** The host's marker on an affiliate link; its value says which partner. */
const AFFILIATE_ATTRIBUTE = HOST_MARKUP.affiliate;
/** Set by Tabiji once a link has been looked at: 'complete' or 'plain' (left as the host wrote it). */
const AFFILIATE_STATE_ATTRIBUTE = HOST_MARKUP.affiliateState;

/** The messages the screen-reader note is made of (a subset of the UI's catalog). */
export interface AffiliateNoteMessages {
  readonly sponsored: string;
  readonly opensInNewTab: string;
  /** `{sponsored}` and `{opensInNewTab}` in the language's brackets and list punctuation. */
  readonly affiliateLinkNote: string;
}

/** The note said after an affiliate link's text, e.g. "(Sponsored link, opens in a new tab)" or "（広告、新しいタブで開きます）". */
export function affiliateLinkNote(messages: AffiliateNoteMessages): string {
  return format(messages.affiliateLinkNote, { sponsored: messages.sponsored, opensInNewTab: messages.opensInNewTab });
}

export interface AffiliateContext {
  readonly config: Pick<TabijiConfig, 'hotelAffiliate' | 'flightAffiliate'>;
  /** The page language's tag (e.g. 'ja', 'zh-tw'), passed to the partner. */
  readonly languageTag: string;
  /** The page language's words for the screen-reader note (the UI's message catalog has them). */
  readonly messages: AffiliateNoteMessages;
}

/**
 * Completes every affiliate link the host marked under `root`: the partner address with the configured ids and the
 * page's language, `rel="sponsored noopener"`, a new tab, and a screen-reader note saying both. A link whose data
 * is invalid is left exactly as the host wrote it (a working plain link) and the reason goes to the console.
 * Each link is done once, however often this runs.
 */
export function completeAffiliateLinks(root: ParentNode, context: AffiliateContext): { completed: number; plain: number } {
  let completed = 0;
  let plain = 0;
  for (const link of Array.from(root.querySelectorAll<HTMLAnchorElement>(`a[${AFFILIATE_ATTRIBUTE}]`))) {
    if (link.hasAttribute(AFFILIATE_STATE_ATTRIBUTE)) continue;
    const kind = link.getAttribute(AFFILIATE_ATTRIBUTE) ?? '';
    const result = build(kind, link.dataset, context);
    if (!result.ok) {
      link.setAttribute(AFFILIATE_STATE_ATTRIBUTE, 'plain');
      plain += 1;
      console.error(
        `Tabiji: the ${JSON.stringify(kind)} affiliate link to ${link.getAttribute('href') ?? '(no href)'} was left as the host wrote it: ${result.errors.join('; ')}.`,
      );
      continue;
    }
    link.href = result.href;
    link.target = '_blank';
    const rel = new Set(link.rel.split(/\s+/).filter(Boolean));
    rel.add('sponsored');
    rel.add('noopener');
    link.rel = [...rel].join(' ');
    const note = link.ownerDocument.createElement('span');
    note.className = 'tabiji-visually-hidden';
    // textContent, never markup: the messages are ours, but nothing here is parsed as HTML. The space keeps the
    // note a word apart from the link text in the accessible name.
    note.textContent = ` ${affiliateLinkNote(context.messages)}`;
    link.append(note);
    link.setAttribute(AFFILIATE_STATE_ATTRIBUTE, 'complete');
    completed += 1;
  }
  return { completed, plain };
}

function build(kind: string, data: DOMStringMap, { config, languageTag }: AffiliateContext): LinkResult {
  const attributes = { ...data };
  if (kind === 'hotel') return buildHotelLink(config.hotelAffiliate, hotelSearchFrom(attributes), languageTag);
  if (kind === 'flight') return buildFlightLink(config.flightAffiliate, flightSearchFrom(attributes), languageTag);
  return { ok: false, errors: [`${AFFILIATE_ATTRIBUTE} must be "hotel" or "flight"`] };
}
