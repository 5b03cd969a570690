import { ExpiringTable } from '@/features/companies/components/expiring-table';
import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';

/** /dashboard: the dashboard feature's page, with the companies feature's table of expiring ones. */
export function Dashboard() {
  return <DashboardPage renderExpiring={(companies) => <ExpiringTable companies={companies} />} />;
}
