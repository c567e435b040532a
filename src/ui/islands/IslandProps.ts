import type { PathCode } from '../../domain/languages';
import type { PageContext } from '../../domain/pageContext';

/** What the boot code hands every island: the page's language and context as parsed from the host page. */
export interface IslandProps {
  readonly pathCode: PathCode;
  readonly context: PageContext;
}
