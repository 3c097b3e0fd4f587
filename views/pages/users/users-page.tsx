import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import CustomersTable, { type CustomersTableProps } from '../../../client/islands/customers-table.tsx';

/** /app/users (root admin): the clinic's customers, filtered, sorted and paged on the server. */
export function UsersPage({ table }: { table: CustomersTableProps }) {
  return (
    <DashboardLayout titleId="dash.title.users">
      <p className="customers-lead">Everyone who has booked with your clinic or whom you registered at the desk.</p>
      <Island name="customers-table" component={CustomersTable} props={table} />
    </DashboardLayout>
  );
}
