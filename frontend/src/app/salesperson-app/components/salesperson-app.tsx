import { Suspense, useCallback, useEffect } from 'react';
import { PageLoader } from '@/components/page-loader';
import type { CurrentUser } from '@/features/auth/api';
import { useBadgeCheck } from '@/features/badges/use-badge-check';
import { useChallengeCheck } from '@/features/challenges/use-challenge-check';
import { useLeaveWarning } from '@/features/booking/use-leave-warning';
import { useLiveUpdates } from '@/lib/use-live-updates';
import { useGuidedTour } from '@/features/tour/use-guided-tour';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { useHasBeenTrue } from '@/hooks/use-has-been-true';
import { useIsDesktop } from '@/hooks/use-media-query';
import { lazyComponent, preloadWhenIdle } from '@/lib/lazy-component';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import { preloadedSections, SectionContent } from './section-content';
import { SectionTabs } from './section-tabs';
import { useSectionHistory } from '../use-section-history';
import { SECTIONS_NAV_LABEL } from '@tint/libs/texts/salesperson-app';

// The guided tour and the new-badge pop-up load when first wanted: a returning salesperson's dashboard (no tour, most
// often no new badge) paints without their code (antd's Tour and Modal), which a phone would otherwise download,
// parse and run first.
const GuidedTour = lazyComponent(() => import('@/features/tour/components/guided-tour'), (m) => m.GuidedTour);
const NewBadgeModal = lazyComponent(() => import('@/features/badges/components/new-badge-modal'), (m) => m.NewBadgeModal);
const ChallengeCompletedModal = lazyComponent(() => import('@/features/challenges/components/challenge-completed-modal'), (m) => m.ChallengeCompletedModal);

type SalespersonAppProps = {
  user: CurrentUser;
};

const SALESPERSON_LISTENER = { kind: 'salesperson' } as const;

export function SalespersonApp({ user }: SalespersonAppProps) {
  const { section, navigate } = useSectionHistory();
  const isDesktop = useIsDesktop();
  const showDashboard = useCallback(() => navigate('dashboard'), [navigate]);

  const tour = useGuidedTour(user.id, showDashboard);
  // What the first screen does not show waits until it has painted: the live stream at once (what changes meanwhile
  // is not heard), then each in an idle moment of its own: the badge check, the challenge check, the other sections'
  // code.
  useLiveUpdates(useAfterFirstPaint() ? SALESPERSON_LISTENER : null);
  const badgeCheck = useBadgeCheck(useAfterFirstPaint(1));
  const challengeCheck = useChallengeCheck(useAfterFirstPaint(2));
  useLeaveWarning();
  const sectionsWanted = useAfterFirstPaint(3);
  useEffect(() => (sectionsWanted ? preloadWhenIdle(preloadedSections) : undefined), [sectionsWanted]);
  const tourWanted = useHasBeenTrue(tour.open);
  // New badges wait while the tour holds the screen.
  const badgesAllowed = !tour.open;
  const badgePopupWanted = useHasBeenTrue(badgesAllowed && badgeCheck.newBadges.length > 0);
  // A completed challenge waits for the tour and for a badge's pop-up: one pop-up at a time.
  const challengesAllowed = badgesAllowed && badgeCheck.newBadges.length === 0;
  const challengePopupWanted = useHasBeenTrue(challengesAllowed && challengeCheck.completions.length > 0);

  return (
    <div className={isDesktop ? 'salesperson-app' : 'salesperson-app salesperson-app-mobile'}>
      <AppHeader user={user} />
      {isDesktop && (
        // A landmark around the tabs, like the phones' bottom bar: every part of the page sits in one.
        <nav className="section-tabs-wrapper" aria-label={SECTIONS_NAV_LABEL}>
          <SectionTabs active={section} onSelect={navigate} />
        </nav>
      )}
      <main className="section-area">
        <Suspense fallback={<PageLoader />}>
          <SectionContent section={section} user={user} onNavigate={navigate} onTakeTour={tour.start} />
        </Suspense>
      </main>
      {!isDesktop && <BottomBar active={section} onSelect={navigate} />}
      {tourWanted && (
        <Suspense fallback={null}>
          <GuidedTour tour={tour} />
        </Suspense>
      )}
      {badgePopupWanted && (
        <Suspense fallback={null}>
          <NewBadgeModal badges={badgeCheck.newBadges} allowed={badgesAllowed} onClose={badgeCheck.acknowledge} />
        </Suspense>
      )}
      {challengePopupWanted && (
        <Suspense fallback={null}>
          <ChallengeCompletedModal completions={challengeCheck.completions} allowed={challengesAllowed} onClose={challengeCheck.acknowledge} />
        </Suspense>
      )}
    </div>
  );
}
