import {
  Building2,
  CalendarDays,
  CalendarRange,
  FileText,
  History,
  LayoutDashboard,
  MapPinned,
  Network,
  Settings,
  Tags,
  Trash2,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';
import type { TextKey } from '@/lib/i18n';

export interface NavItem {
  to: string;
  label: TextKey;
  icon: LucideIcon;
  /** Active only on this exact path, not below it. */
  end?: boolean;
}

/** docs/behaviour.md §2: the sidebar of admins and the Super-Admin. */
export const mainNav: readonly NavItem[] = [
  { to: paths.dashboard.root.getHref(), label: 'nav.dashboard', icon: LayoutDashboard, end: true },
  { to: paths.events.list.getHref(), label: 'nav.actionPlans', icon: CalendarRange },
  { to: paths.otherDocuments.list.getHref(), label: 'nav.otherDocuments', icon: FileText },
  { to: paths.activity.list.getHref(), label: 'activity.nav', icon: History },
  { to: paths.trash.list.getHref(), label: 'trash.nav', icon: Trash2 },
  { to: paths.settings.root.getHref(), label: 'nav.settings', icon: Settings },
];

/**
 * The "Configurations" group: each reader sees the entries they may open (the Super-Admin all
 * of them; an admin its municipality's people, branches and wards, issue 28).
 */
export const configNav: readonly NavItem[] = [
  { to: paths.config.fiscalYears.getHref(), label: 'nav.fiscalYear', icon: CalendarDays },
  { to: paths.config.categories.getHref(), label: 'nav.categories', icon: Tags },
  { to: paths.config.companies.getHref(), label: 'nav.companies', icon: Building2 },
  { to: paths.config.companyUsers.getHref(), label: 'nav.companyUser', icon: Users },
  { to: paths.config.branches.getHref(), label: 'organisation.nav.branches', icon: Network },
  { to: paths.config.wards.getHref(), label: 'organisation.nav.wards', icon: MapPinned },
];
