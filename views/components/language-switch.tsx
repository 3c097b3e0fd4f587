import { useIntl } from 'react-intl';
import { LOCALE_NAMES, LOCALES, switchHref } from '../../contracts/locale.ts';
import { usePageContext } from '../page-context.tsx';

/**
 * The language switch of the header and footer: plain links to this page with `?lang=` (no JavaScript needed),
 * each language named in itself. Following one sets the `lang` cookie and, for a signed-in person, their
 * stored language (server/http/middleware/locale.ts).
 */
export function LanguageSwitch({ className = '', othersOnly = false }: {
  className?: string;
  /** Only the links to the other languages (the header's desktop bar, where room is short). */
  othersOnly?: boolean;
}) {
  const intl = useIntl();
  const { locale, path, query } = usePageContext();
  return (
    <ul className={`language-switch ${className}`.trim()} aria-label={intl.formatMessage({ id: 'layout.language.label' })}>
      {LOCALES.filter((l) => !othersOnly || l !== locale).map((l) => (
        <li key={l}>
          {l === locale
            ? <span className="language-current" aria-current="true" lang={l}>{LOCALE_NAMES[l]}</span>
            : <a href={switchHref(path, query, l)} hrefLang={l} lang={l} data-locale={l}>{LOCALE_NAMES[l]}</a>}
        </li>
      ))}
    </ul>
  );
}
