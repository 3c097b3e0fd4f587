import { PAGE_WORDS_ID, type PageWordId } from '../../contracts/messages/islands.ts';

/**
 * One of the words every island may say (PAGE_WORD_IDS: a failed call's, the session banner's) in the page's
 * language: the page's own, else `english` (English pages carry none, and a page without islands has no use for
 * them). Read only when said, after a call failed: nothing is kept.
 */
export function pageWord(id: PageWordId, english: string): string {
  if (typeof document === 'undefined') return english;
  const block = document.getElementById(PAGE_WORDS_ID);
  return (block && (JSON.parse(block.textContent || '{}') as Partial<Record<PageWordId, string>>)[id]) || english;
}
