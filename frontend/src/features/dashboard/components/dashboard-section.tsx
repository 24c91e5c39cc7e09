import { CompassOutlined, FileTextOutlined, UserAddOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { SectionHeader } from '@/components/section-header';
import type { CurrentUser } from '@/features/auth/api';
import { ProfileModal } from '@/features/profile/components/profile-modal';
import type { SectionNavigate } from '@/features/salesperson-app/sections';
import { sectionTitles } from '@/features/salesperson-app/sections';
import { TOUR_COMING_SOON, WELCOME_BACK } from '../dashboard-texts';
import { BadgesCard } from './badges-card';
import { MetricCards } from './metric-cards';
import { RecentActivity } from './recent-activity';

type DashboardSectionProps = {
  user: CurrentUser;
  onNavigate: SectionNavigate;
};

/** SPEC 2.3, Dashboard: the title and its three buttons, four metric cards, badges, Recent Activity. */
export function DashboardSection({ user, onNavigate }: DashboardSectionProps) {
  const { message } = App.useApp();
  const [profileOpen, setProfileOpen] = useState(false);

  return (
    <>
      <SectionHeader
        title={sectionTitles.dashboard}
        subtitle={WELCOME_BACK(user.firstName ?? '')}
        actions={
          <>
            <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setProfileOpen(true)}>
              Enhance Profile
            </Button>
            <Button icon={<FileTextOutlined aria-hidden />} onClick={() => onNavigate('disclaimers')}>
              {sectionTitles.disclaimers}
            </Button>
            <Button icon={<CompassOutlined aria-hidden />} onClick={() => void message.info(TOUR_COMING_SOON)}>
              Take Tour
            </Button>
          </>
        }
      />
      <MetricCards onOpenPayouts={() => onNavigate('payouts')} />
      <div className="dashboard-columns">
        <RecentActivity onBook={() => onNavigate('calendar')} />
        <BadgesCard />
      </div>
      <ProfileModal userId={user.id} open={profileOpen} onClose={() => setProfileOpen(false)} />
    </>
  );
}
