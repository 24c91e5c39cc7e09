import { BarChartOutlined, CalendarOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons';
import type { TabsProps } from 'antd';
import { Tabs } from 'antd';
import { useIsDesktop } from '@/hooks/use-media-query';
import { TAB_ANALYTICS, TAB_PAYOUTS, TAB_RESERVATIONS, TAB_USERS } from '@tint/libs/texts/admin';
import { AnalyticsTab } from './analytics-tab';
import { PayoutsTab } from './payouts-tab';
import { ReservationsTab } from './reservations-tab';
import { UsersTab } from './users-tab';

const tabs = [
  { key: 'reservations', label: TAB_RESERVATIONS, icon: <CalendarOutlined aria-hidden />, children: <ReservationsTab /> },
  { key: 'payouts', label: TAB_PAYOUTS, icon: <WalletOutlined aria-hidden />, children: <PayoutsTab /> },
  { key: 'users', label: TAB_USERS, icon: <TeamOutlined aria-hidden />, children: <UsersTab /> },
  { key: 'analytics', label: TAB_ANALYTICS, icon: <BarChartOutlined aria-hidden />, children: <AnalyticsTab /> },
];

/** Phones: no icons and closer tabs, so all four labels fit a 390 px screen without the overflow menu. */
const PHONE_TAB_GUTTER = 20;

/** SPEC 2.4: four tabs, Reservations selected first. A tab's reads start when it is first opened. */
export function AdminTabs() {
  const isDesktop = useIsDesktop();
  const items: TabsProps['items'] = isDesktop ? tabs : tabs.map(({ icon: _icon, ...tab }) => tab);
  return (
    <Tabs
      defaultActiveKey="reservations"
      items={items}
      tabBarGutter={isDesktop ? undefined : PHONE_TAB_GUTTER}
      className="admin-tabs"
    />
  );
}
