import { useIntl } from 'react-intl';
import { Island } from '../../island.tsx';
import OpsTable, { type OpsTableData, type OpsTableProps } from '../../../client/islands/ops-table.tsx';
import { siteOpsEn } from '../../../contracts/messages/en-site-ops.ts';
import type { OpsTableWordId, OpsTableWords } from '../../../client/islands/ops/ops-words.ts';
import { sayOpsRows } from './ops-states.ts';

/** Every id of the tables' words, read from the catalogue for the island. */
const OPS_TABLE_WORD_IDS = Object.keys(siteOpsEn).filter((id) => id.startsWith('ops.table.')) as OpsTableWordId[];

/**
 * A console table: rendered here with the page, hydrated in the browser to sort, search and page; its words in the
 * page's language, given as one prop (client/islands/ops/ops-words.ts), and its rows' stored states already said in
 * that language (./ops-states.ts).
 */
export function OpsTableIsland(props: Omit<OpsTableProps, 'words'>) {
  const intl = useIntl();
  const words: OpsTableWords = {
    locale: intl.locale,
    words: Object.fromEntries(OPS_TABLE_WORD_IDS.map((id) => [id, String(intl.messages[id])])) as OpsTableWords['words'],
  };
  const messages: Readonly<Record<string, unknown>> = intl.messages;
  const said = sayOpsRows(props as OpsTableData, (id) => (Object.hasOwn(messages, id) ? String(messages[id]) : null));
  return <Island name="ops-table" component={OpsTable} props={{ ...props, ...said, words } as OpsTableProps} />;
}
