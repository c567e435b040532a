import type { PathCode } from '../domain/languages';
import type { Messages } from '../ui/messages/Messages';
import cn from '../ui/messages/cn';
import easy from '../ui/messages/easy';
import en from '../ui/messages/en';
import es from '../ui/messages/es';
import id from '../ui/messages/id';
import jp from '../ui/messages/jp';
import ko from '../ui/messages/ko';
import th from '../ui/messages/th';
import tw from '../ui/messages/tw';
import vn from '../ui/messages/vn';

/** Every language's UI strings, loaded at once: the renderer serves every language from one process. */
export const SERVER_MESSAGES: Readonly<Record<PathCode, Messages>> = { jp, en, tw, th, ko, cn, id, vn, easy, es };
