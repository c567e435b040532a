import { useMemo } from 'react';
import {
  hrefLangOf,
  languageByPathCode,
  languageListFor,
  languageSwitchPath,
  languageSwitchUrl,
  type PathCode,
} from '../../domain/languages';
import { TOKENS } from '../../ports/tokens';
import { Disclosure } from '../components/Disclosure';
import { useIsClient } from '../hooks/useIsClient';
import { format, type Messages } from '../messages/Messages';
import { useService } from '../services';

/**
 * The language selector: a disclosure listing the supported languages (and Easy Japanese on Japanese pages), each named in itself and linking to the
 * same address with the language segment replaced (query and hash kept, never another origin). Without
 * JavaScript it is a <details> of plain links to the rendered path (a server never sees the hash); in the
 * browser the links follow the address as it is, hash included.
 */
export function LanguageSelector({ pathCode, path, messages }: { pathCode: PathCode; path: string; messages: Messages }) {
  const navigation = useService(TOKENS.Navigation);
  const isClient = useIsClient();
  const current = languageByPathCode(pathCode);
  const options = useMemo(() => {
    const hrefFor = isClient
      ? (code: PathCode) => languageSwitchUrl(navigation.currentHref(), code)
      : (code: PathCode) => languageSwitchPath(path, code);
    return languageListFor(pathCode).flatMap((code) => {
      const language = languageByPathCode(code);
      return language ? [{ language, href: hrefFor(code) }] : [];
    });
  }, [isClient, navigation, path, pathCode]);

  return (
    <Disclosure
      className="tabiji-language"
      buttonClassName="tabiji-language__button"
      label={() => (
        <>
          <span className="tabiji-language__globe" aria-hidden="true" />
          {format(messages.language, { language: current?.endonym ?? pathCode })}
        </>
      )}
      panel={(panelProps) => (
        // New elements once in the browser: hydration keeps attributes as the server wrote them.
        <ul key={isClient ? 'browser' : 'server'} {...panelProps} className="tabiji-language__list">
          {options.map(({ language, href }) => (
            <li key={language.pathCode}>
              <a
                href={href}
                hrefLang={hrefLangOf(language)}
                lang={language.tag}
                aria-current={language.pathCode === pathCode ? 'true' : undefined}
              >
                {language.endonym}
              </a>
            </li>
          ))}
        </ul>
      )}
    />
  );
}
