import { FormattedMessage } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import CustomersTable, { type CustomersTableProps } from '../../../client/islands/customers-table.tsx';

/** /app/users (root admin): the clinic's customers, filtered, sorted and paged on the server. */
export function UsersPage({ table }: { table: CustomersTableProps }) {
  return (
    <DashboardLayout titleId="dash.title.users">
      <p className="customers-lead"><FormattedMessage id="users.lead" /></p>
      <Island name="customers-table" component={CustomersTable} props={table} />
    </DashboardLayout>
  );
}
