import type { PathCode } from '../../domain/languages';
import type { SiteNavigation } from '../../domain/navigation';
import type { PageContext } from '../../domain/pageContext';
import type { Messages } from '../messages/Messages';

/** What the boot code hands every island: the page's language, context, navigation and UI strings. */
export interface IslandProps {
  readonly pathCode: PathCode;
  readonly context: PageContext;
  readonly navigation: SiteNavigation;
  readonly messages: Messages;
}
