import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { SectionHeader } from '@/components/section-header';
import type { SectionId, SectionNavigate } from '../sections';
import { sectionTitles } from '../sections';
import { BACK_TO_DASHBOARD, SECTION_BEING_PREPARED } from '../section-texts';

export type PlaceholderSectionId = Extract<SectionId, 'leaderboard' | 'rewards' | 'payouts' | 'tiers'>;

type PlaceholderSectionProps = {
  section: PlaceholderSectionId;
  onNavigate: SectionNavigate;
};

/** Payout Details has a back button to the dashboard (SPEC 2.3); the nav sections do not need one. */
const sectionsWithBack: ReadonlySet<PlaceholderSectionId> = new Set(['payouts', 'tiers']);

// Leaderboard, Rewards, Payout Details and Rewards & Tiers are built by later issues.
export function PlaceholderSection({ section, onNavigate }: PlaceholderSectionProps) {
  return (
    <>
      <SectionHeader
        title={sectionTitles[section]}
        back={
          sectionsWithBack.has(section)
            ? { label: BACK_TO_DASHBOARD, onClick: () => onNavigate('dashboard') }
            : undefined
        }
      />
      <Card variant="borderless" className="placeholder-card">
        <div className="placeholder-body">
          <ClockCircleOutlined aria-hidden className="placeholder-icon" />
          <Typography.Paragraph type="secondary" className="placeholder-text">
            {SECTION_BEING_PREPARED}
          </Typography.Paragraph>
        </div>
      </Card>
    </>
  );
}
