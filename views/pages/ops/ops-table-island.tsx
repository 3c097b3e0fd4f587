import { Island } from '../../island.tsx';
import OpsTable, { type OpsTableProps } from '../../../client/islands/ops-table.tsx';

/** A console table: rendered here with the page, hydrated in the browser to sort, search and page. */
export function OpsTableIsland(props: OpsTableProps) {
  return <Island name="ops-table" component={OpsTable} props={props} />;
}
