import { useIntl } from 'react-intl';
import { Island } from '../../island.tsx';
import OpsTable, { type OpsTableProps } from '../../../client/islands/ops-table.tsx';
import { siteOpsEn } from '../../../contracts/messages/en-site-ops.ts';
import type { OpsTableWordId, OpsTableWords } from '../../../client/islands/ops/ops-words.ts';

/** Every id of the tables' words, read from the catalogue for the island. */
const OPS_TABLE_WORD_IDS = Object.keys(siteOpsEn).filter((id) => id.startsWith('ops.table.')) as OpsTableWordId[];

/**
 * A console table: rendered here with the page, hydrated in the browser to sort, search and page; its words in the
 * page's language, given as one prop (client/islands/ops/ops-words.ts).
 */
export function OpsTableIsland(props: Omit<OpsTableProps, 'words'>) {
  const intl = useIntl();
  const words: OpsTableWords = {
    locale: intl.locale,
    words: Object.fromEntries(OPS_TABLE_WORD_IDS.map((id) => [id, String(intl.messages[id])])) as OpsTableWords['words'],
  };
  return <Island name="ops-table" component={OpsTable} props={{ ...props, words } as OpsTableProps} />;
}
