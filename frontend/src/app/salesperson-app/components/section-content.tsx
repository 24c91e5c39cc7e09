import { useState } from 'react';
import type { CurrentUser } from '@/features/auth/api';
import { BadgesCard } from '@/features/badges/components/badges-card';
import { BookAppointmentSection } from '@/features/booking/components/book-appointment-section';
import { DashboardSection } from '@/features/dashboard/components/dashboard-section';
import { DisclaimersSection } from '@/features/disclaimers/components/disclaimers-section';
import { LeaderboardSection } from '@/features/leaderboard/components/leaderboard-section';
import { PayoutDetailsSection } from '@/features/payouts/components/payout-details-section';
import { ProfileModal } from '@/features/profile/components/profile-modal';
import { RewardsSection } from '@/features/rewards/components/rewards-section';
import { TiersSection } from '@/features/rewards/components/tiers-section';
import { TintMatchSection } from '@/features/tint-match/components/tint-match-section';
import type { SectionId, SectionNavigate } from '@/lib/sections';

type SectionContentProps = {
  section: SectionId;
  user: CurrentUser;
  onNavigate: SectionNavigate;
  onTakeTour: () => void;
};

type DashboardProps = Omit<SectionContentProps, 'section'>;

/** The dashboard with the pieces other features own: the badges card and the profile dialog. */
function Dashboard({ user, onNavigate, onTakeTour }: DashboardProps) {
  const [profileOpen, setProfileOpen] = useState(false);
  return (
    <>
      <DashboardSection
        firstName={user.firstName ?? ''}
        onNavigate={onNavigate}
        onTakeTour={onTakeTour}
        onEnhanceProfile={() => setProfileOpen(true)}
        badges={<BadgesCard />}
      />
      <ProfileModal userId={user.id} open={profileOpen} onClose={() => setProfileOpen(false)} />
    </>
  );
}

export function SectionContent({ section, user, onNavigate, onTakeTour }: SectionContentProps) {
  switch (section) {
    case 'dashboard':
      return <Dashboard user={user} onNavigate={onNavigate} onTakeTour={onTakeTour} />;
    case 'tint-match':
      return <TintMatchSection onNavigate={onNavigate} />;
    case 'calendar':
      return <BookAppointmentSection onNavigate={onNavigate} />;
    case 'disclaimers':
      return <DisclaimersSection onNavigate={onNavigate} />;
    case 'leaderboard':
      return <LeaderboardSection userId={user.id} />;
    case 'rewards':
      return <RewardsSection onNavigate={onNavigate} />;
    case 'payouts':
      return <PayoutDetailsSection onNavigate={onNavigate} />;
    case 'tiers':
      return <TiersSection onNavigate={onNavigate} />;
    default: {
      const unknown: never = section;
      return unknown;
    }
  }
}
