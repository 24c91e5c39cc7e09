import { Suspense, useCallback, useEffect } from 'react';
import { PageLoader } from '@/components/page-loader';
import type { CurrentUser } from '@/features/auth/api';
import { NewBadgeModal } from '@/features/badges/components/new-badge-modal';
import { useBadgeCheck } from '@/features/badges/use-badge-check';
import { useLeaveWarning } from '@/features/booking/use-leave-warning';
import { GuidedTour } from '@/features/tour/components/guided-tour';
import { useGuidedTour } from '@/features/tour/use-guided-tour';
import { useIsDesktop } from '@/hooks/use-media-query';
import { whenIdle } from '@/lib/lazy-component';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import { preloadSections, SectionContent } from './section-content';
import { SectionTabs } from './section-tabs';
import { useSectionHistory } from '../use-section-history';
import { SECTIONS_NAV_LABEL } from '@tint/libs/texts/salesperson-app';

type SalespersonAppProps = {
  user: CurrentUser;
};

export function SalespersonApp({ user }: SalespersonAppProps) {
  const { section, navigate } = useSectionHistory();
  const isDesktop = useIsDesktop();
  const showDashboard = useCallback(() => navigate('dashboard'), [navigate]);

  const tour = useGuidedTour(user.id, showDashboard);
  const badgeCheck = useBadgeCheck();
  useLeaveWarning();
  useEffect(() => whenIdle(preloadSections), []);

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
      <GuidedTour tour={tour} />
      {/* New badges wait while the tour holds the screen. */}
      <NewBadgeModal badges={badgeCheck.newBadges} allowed={!tour.open} onClose={badgeCheck.acknowledge} />
    </div>
  );
}
