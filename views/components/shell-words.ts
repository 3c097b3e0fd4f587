import { createContext, useContext } from 'react';
import { dashShellEn, type DashShellId } from '../../contracts/messages/en-dashboard-shell.ts';
import { fill } from '../../contracts/messages/fill.ts';

/** The signed-in shell's words in one language: its plain words, and the two that take an argument. */
export interface ShellWords {
  text(id: Exclude<DashShellId, 'dash.shell.accountMenuFor' | 'dash.shell.unread'>): string;
  /** 'Account menu for Ann Lee'. */
  accountMenuFor(name: string): string;
  /** '3 unread messages', said to screen readers beside a menu entry's count. */
  unread(count: number): string;
}

/**
 * English without a catalogue: what the account menu says when an island draws it in the browser after a sign-in
 * (client/lib/signed-in-header.tsx) on a page that gave the island no words of its language. The words are the
 * catalogue's English module's; test/unit/i18n/dashboard-words.test.ts holds the two with arguments equal to the
 * catalogue's English.
 */
export const ENGLISH_SHELL_WORDS: ShellWords = {
  text: (id) => dashShellEn[id],
  accountMenuFor: (name) => dashShellEn['dash.shell.accountMenuFor'].replace('{name}', name),
  unread: (count) => `${count} unread ${count === 1 ? 'message' : 'messages'}`,
};

/** Read by the shell's components; a page gives it its language with `ShellWordsFromIntl` (shell-words-intl.tsx). */
export const ShellWordsContext = createContext<ShellWords>(ENGLISH_SHELL_WORDS);

/** The shell's words for the components below it (the account menu, the side menu). */
export function useShellWords(): ShellWords {
  return useContext(ShellWordsContext);
}

/** The shell's words of a language as plain text (templates for the ones with an argument): a prop an island can carry. */
export type ShellTexts = Readonly<Record<DashShellId, string>>;

/**
 * The account menu's words from a page's `ShellTexts`, for the menu an island draws after a sign-in (the login page,
 * the booking wizard, the checkout): no message runtime in those bundles. The unread count's plural is said in
 * English: a menu drawn in the browser has no counts to say.
 */
export function shellWordsOf(texts: ShellTexts): ShellWords {
  return {
    text: (id) => texts[id],
    accountMenuFor: (name) => fill(texts['dash.shell.accountMenuFor'], { name }),
    unread: ENGLISH_SHELL_WORDS.unread,
  };
}
