import { useMemo } from 'react';
import { languageByPathCode, languageSwitchUrl, SUPPORTED_PATH_CODES, type PathCode } from '../../domain/languages';
import { TOKENS } from '../../ports/tokens';
import { useDisclosure } from '../components/useDisclosure';
import { format, type Messages } from '../messages/Messages';
import { useService } from '../services';

/**
 * The language selector: a disclosure listing the supported languages, each named in itself and linking to the
 * same address with the language segment replaced (query and hash kept, never another origin).
 */
export function LanguageSelector({ pathCode, messages }: { pathCode: PathCode; messages: Messages }) {
  const navigation = useService(TOKENS.Navigation);
  const { containerProps, buttonProps, panelProps } = useDisclosure();
  const current = languageByPathCode(pathCode);
  const options = useMemo(() => {
    const href = navigation.currentHref();
    const codes: readonly PathCode[] = (SUPPORTED_PATH_CODES as readonly PathCode[]).includes(pathCode)
      ? SUPPORTED_PATH_CODES
      : [pathCode, ...SUPPORTED_PATH_CODES];
    return codes.flatMap((code) => {
      const language = languageByPathCode(code);
      return language ? [{ language, href: languageSwitchUrl(href, code) }] : [];
    });
  }, [navigation, pathCode]);

  return (
    <div className="tabiji-language" {...containerProps}>
      <button {...buttonProps} className="tabiji-language__button">
        <span className="tabiji-language__globe" aria-hidden="true" />
        {format(messages.language, { language: current?.endonym ?? pathCode })}
      </button>
      <ul {...panelProps} className="tabiji-language__list">
        {options.map(({ language, href }) => (
          <li key={language.pathCode}>
            <a
              href={href}
              hrefLang={language.tag}
              lang={language.tag}
              aria-current={language.pathCode === pathCode ? 'true' : undefined}
            >
              {language.endonym}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
