import { CompassOutlined, FileTextOutlined, UserAddOutlined } from '@ant-design/icons';
import { ENHANCE_PROFILE, WELCOME_BACK } from '@tint/libs/texts/dashboard';
import { SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { TAKE_TOUR } from '@tint/libs/texts/tour';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { SectionHeader } from '@/components/section-header';
import type { SectionNavigate } from '@/lib/sections';
import { tourTargetAttribute } from '@/lib/tour-targets';
import { MetricCards } from './metric-cards';
import { RecentActivity } from './recent-activity';

type DashboardSectionProps = {
  firstName: string;
  onNavigate: SectionNavigate;
  /** 'Take Tour' restarts the guided tour (SPEC 4). */
  onTakeTour: () => void;
  /** 'Enhance Profile' opens the profile dialog, which the app shell places beside the dashboard. */
  onEnhanceProfile: () => void;
  /** The badges card, beside Recent Activity; another feature owns it, so the app shell passes it in. */
  badges: ReactNode;
};

/** SPEC 2.3, Dashboard: the title and its three buttons, four metric cards, badges, Recent Activity. */
export function DashboardSection({ firstName, onNavigate, onTakeTour, onEnhanceProfile, badges }: DashboardSectionProps) {
  return (
    <>
      <SectionHeader
        title={SECTION_TITLES.dashboard}
        subtitle={WELCOME_BACK(firstName)}
        actions={
          <>
            <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={onEnhanceProfile}>
              {ENHANCE_PROFILE}
            </Button>
            <Button icon={<FileTextOutlined aria-hidden />} onClick={() => onNavigate('disclaimers')}>
              {SECTION_TITLES.disclaimers}
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
        {badges}
      </div>
    </>
  );
}
