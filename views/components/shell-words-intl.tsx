import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ShellWordsContext, type ShellWords } from './shell-words.ts';

/**
 * Gives the shell's components (the account menu, the side menu) the page's language. Server-rendered pages only,
 * which have react-intl's context; a module apart from shell-words.tsx so the account menu's browser copy
 * (client/lib/signed-in-header.tsx) does not pull react-intl into a bundle without it.
 */
/** Gives the shell's components the page's language (server-rendered pages, which have react-intl's context). */
export function ShellWordsFromIntl({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const words: ShellWords = {
    text: (id) => intl.formatMessage({ id }),
    accountMenuFor: (name) => intl.formatMessage({ id: 'dash.shell.accountMenuFor' }, { name }),
    unread: (count) => intl.formatMessage({ id: 'dash.shell.unread' }, { count }),
  };
  return <ShellWordsContext.Provider value={words}>{children}</ShellWordsContext.Provider>;
}
