import type { PathCode } from '../../domain/languages';
import type { SiteNavigation } from '../../domain/navigation';
import type { PageContext } from '../../domain/pageContext';
import type { Messages } from '../messages/Messages';

/** What every island renders from, on the server and in the browser: language, path, context, navigation, UI strings. */
export interface IslandProps {
  readonly pathCode: PathCode;
  /** The page's site path with its query ('/en/articles/1?keyword=x'); the server renders links from it. */
  readonly path: string;
  readonly context: PageContext;
  readonly navigation: SiteNavigation;
  readonly messages: Messages;
}
