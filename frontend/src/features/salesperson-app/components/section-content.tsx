import { BookAppointmentSection } from '@/features/booking/components/book-appointment-section';
import type { CurrentUser } from '@/features/auth/api';
import { DashboardSection } from '@/features/dashboard/components/dashboard-section';
import { DisclaimersSection } from '@/features/disclaimers/components/disclaimers-section';
import { TintMatchSection } from '@/features/tint-match/components/tint-match-section';
import type { SectionId, SectionNavigate } from '../sections';
import { PlaceholderSection } from './placeholder-section';

type SectionContentProps = {
  section: SectionId;
  user: CurrentUser;
  onNavigate: SectionNavigate;
};

export function SectionContent({ section, user, onNavigate }: SectionContentProps) {
  switch (section) {
    case 'dashboard':
      return <DashboardSection user={user} onNavigate={onNavigate} />;
    case 'tint-match':
      return <TintMatchSection onNavigate={onNavigate} />;
    case 'calendar':
      return <BookAppointmentSection onNavigate={onNavigate} />;
    case 'disclaimers':
      return <DisclaimersSection onNavigate={onNavigate} />;
    case 'leaderboard':
    case 'rewards':
    case 'payouts':
    case 'tiers':
      return <PlaceholderSection section={section} onNavigate={onNavigate} />;
    default: {
      const unknown: never = section;
      return unknown;
    }
  }
}
