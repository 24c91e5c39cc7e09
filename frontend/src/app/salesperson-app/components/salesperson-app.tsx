import { Suspense, useCallback, useEffect, useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import type { CurrentUser } from '@/features/auth/api';
import { NewBadgeModal } from '@/features/badges/components/new-badge-modal';
import { useBadgeCheck } from '@/features/badges/use-badge-check';
import { GuidedTour } from '@/features/tour/components/guided-tour';
import { useGuidedTour } from '@/features/tour/use-guided-tour';
import { useIsDesktop } from '@/hooks/use-media-query';
import { whenIdle } from '@/lib/lazy-component';
import type { SectionId } from '@/lib/sections';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import { preloadSections, SectionContent } from './section-content';
import { SectionTabs } from './section-tabs';
import { SECTIONS_NAV_LABEL } from '@tint/libs/texts/salesperson-app';

type SalespersonAppProps = {
  user: CurrentUser;
};

export function SalespersonApp({ user }: SalespersonAppProps) {
  const [section, setSection] = useState<SectionId>('dashboard');
  const isDesktop = useIsDesktop();

  // A new section starts at its top, as a new page would.
  const navigate = useCallback((next: SectionId) => {
    setSection(next);
    document.documentElement.scrollTop = 0;
  }, []);
  const showDashboard = useCallback(() => navigate('dashboard'), [navigate]);

  const tour = useGuidedTour(user.id, showDashboard);
  const badgeCheck = useBadgeCheck();
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
