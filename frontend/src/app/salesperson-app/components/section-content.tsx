import { Suspense, memo, useState } from 'react';
import type { CurrentUser } from '@/features/auth/api';
import { BadgesCard } from '@/features/badges/components/badges-card';
import { DashboardSection } from '@/features/dashboard/components/dashboard-section';
import { lazyComponent } from '@/lib/lazy-component';
import type { SectionId, SectionNavigate } from '@/lib/sections';

// The dashboard comes with the app; every other section is a chunk of its own, loaded when the browser is
// idle (preloadedSections) so that a tap on it rarely waits.
const TintMatchSection = lazyComponent(() => import('@/features/tint-match/components/tint-match-section'), (m) => m.TintMatchSection);
const BookAppointmentSection = lazyComponent(
  () => import('@/features/booking/components/book-appointment-section'),
  (m) => m.BookAppointmentSection,
);
const DisclaimersSection = lazyComponent(() => import('@/features/disclaimers/components/disclaimers-section'), (m) => m.DisclaimersSection);
const LeaderboardSection = lazyComponent(() => import('@/features/leaderboard/components/leaderboard-section'), (m) => m.LeaderboardSection);
const RewardsSection = lazyComponent(() => import('@/features/rewards/components/rewards-section'), (m) => m.RewardsSection);
const TiersSection = lazyComponent(() => import('@/features/rewards/components/tiers-section'), (m) => m.TiersSection);
const PayoutDetailsSection = lazyComponent(
  () => import('@/features/payouts/components/payout-details-section'),
  (m) => m.PayoutDetailsSection,
);

// The profile dialog (a form with a select, check boxes and an upload) opens from a dashboard button: its code is
// not part of the dashboard's first load either.
const ProfileModal = lazyComponent(() => import('@/features/profile/components/profile-modal'), (m) => m.ProfileModal);

/** Every section's code, and the profile dialog's: what preloadWhenIdle loads while the dashboard is read. */
export const preloadedSections = [
  TintMatchSection,
  BookAppointmentSection,
  LeaderboardSection,
  RewardsSection,
  TiersSection,
  PayoutDetailsSection,
  DisclaimersSection,
  ProfileModal,
];

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
  // Mounted from its first opening on, so that closing it still plays its closing animation.
  const [profileOpened, setProfileOpened] = useState(false);
  return (
    <>
      <DashboardSection
        firstName={user.firstName ?? ''}
        onNavigate={onNavigate}
        onTakeTour={onTakeTour}
        onEnhanceProfile={() => {
          setProfileOpened(true);
          setProfileOpen(true);
        }}
        badges={<BadgesCard />}
      />
      {profileOpened && (
        <Suspense fallback={null}>
          <ProfileModal userId={user.id} open={profileOpen} onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The section on screen. Memoised, like the header and the section bars: the app around it changes its own state
 * in the first moments (painted, the badge and challenge checks, the live stream), and each change drew the whole
 * dashboard again, in one task (a phone's main thread blocked for 300–600 ms each time at Lighthouse's 4x CPU).
 */
export const SectionContent = memo(function SectionContent({ section, user, onNavigate, onTakeTour }: SectionContentProps) {
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
});
