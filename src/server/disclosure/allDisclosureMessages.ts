import type { PathCode } from '../../domain/languages';
import type { DisclosureMessages } from './DisclosureMessages';
import cn from './messages/cn';
import easy from './messages/easy';
import en from './messages/en';
import es from './messages/es';
import id from './messages/id';
import jp from './messages/jp';
import ko from './messages/ko';
import th from './messages/th';
import tw from './messages/tw';
import vn from './messages/vn';

/** The disclosure page's words in every language; server-only, so the islands' bundle never carries them. */
export const DISCLOSURE_MESSAGES: Readonly<Record<PathCode, DisclosureMessages>> = { jp, en, tw, th, ko, cn, id, vn, easy, es };
