import type { PathCode } from '../../domain/languages';
import { loadChunk } from '../../domain/loadChunk';
import type { Messages } from './Messages';

// One static import() per language, so the bundler emits one small file each and a page fetches only its own.
const LOADERS: Readonly<Record<PathCode, () => Promise<{ default: Messages }>>> = {
  jp: () => import('./jp'),
  en: () => import('./en'),
  tw: () => import('./tw'),
  th: () => import('./th'),
  ko: () => import('./ko'),
  cn: () => import('./cn'),
  id: () => import('./id'),
  vn: () => import('./vn'),
  easy: () => import('./easy'),
  es: () => import('./es'),
};

/**
 * The UI strings of one language; falls back to English if its file cannot load, and tells `report` (the console's
 * error by default; the entry's load failures, which tell a download aborted by leaving from a failure).
 */
export async function loadMessages(code: PathCode, report: (message: string, error: unknown) => void = console.error): Promise<Messages> {
  try {
    return (await loadChunk(`${code} strings`, LOADERS[code])).default;
  } catch (error) {
    if (code === 'en') throw error;
    report(`Tabiji: the "${code}" strings could not load; showing English.`, error);
    return (await LOADERS.en()).default;
  }
}
