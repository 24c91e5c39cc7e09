import { useCallback, useState } from 'react';
import type { CurrentUser } from '@/features/auth/api';
import { useIsDesktop } from '@/hooks/use-media-query';
import type { SectionId } from '../sections';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import { SectionContent } from './section-content';
import { SectionTabs } from './section-tabs';

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

  return (
    <div className={isDesktop ? 'salesperson-app' : 'salesperson-app salesperson-app-mobile'}>
      <AppHeader user={user} />
      {isDesktop && (
        <div className="section-tabs-wrapper">
          <SectionTabs active={section} onSelect={navigate} />
        </div>
      )}
      <main className="section-area">
        <SectionContent section={section} user={user} onNavigate={navigate} />
      </main>
      {!isDesktop && <BottomBar active={section} onSelect={navigate} />}
    </div>
  );
}
