import { CompassOutlined, FileTextOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { SectionHeader } from '@/components/section-header';
import type { CurrentUser } from '@/features/auth/api';
import { BadgesCard } from '@/features/badges/components/badges-card';
import { ProfileModal } from '@/features/profile/components/profile-modal';
import type { SectionNavigate } from '@/features/salesperson-app/sections';
import { sectionTitles } from '@/features/salesperson-app/sections';
import { tourTargetAttribute } from '@/features/tour/tour-targets';
import { TAKE_TOUR } from '@/features/tour/tour-texts';
import { WELCOME_BACK } from '../dashboard-texts';
import { MetricCards } from './metric-cards';
import { RecentActivity } from './recent-activity';

type DashboardSectionProps = {
  user: CurrentUser;
  onNavigate: SectionNavigate;
  /** 'Take Tour' restarts the guided tour (SPEC 4). */
  onTakeTour: () => void;
};

/** SPEC 2.3, Dashboard: the title and its three buttons, four metric cards, badges, Recent Activity. */
export function DashboardSection({ user, onNavigate, onTakeTour }: DashboardSectionProps) {
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
            <Button icon={<CompassOutlined aria-hidden />} onClick={onTakeTour}>
              {TAKE_TOUR}
            </Button>
          </>
        }
      />
      <div {...tourTargetAttribute('metrics')}>
        <MetricCards onOpenPayouts={() => onNavigate('payouts')} />
      </div>
      <div className="dashboard-columns">
        <RecentActivity onBook={() => onNavigate('calendar')} />
        <BadgesCard />
      </div>
      <ProfileModal userId={user.id} open={profileOpen} onClose={() => setProfileOpen(false)} />
    </>
  );
}
