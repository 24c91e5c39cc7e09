import { FileProtectOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { DISCLAIMERS, PROGRAM_TERMS } from '@tint/libs/disclaimers';
import { DISCLAIMERS_INTRO, DISCLAIMERS_TITLE, PROGRAM_TERMS_TITLE, REFERRALS_INTRO } from '@tint/libs/texts/disclaimers';
import { BACK_TO_DASHBOARD, SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { Typography } from 'antd';
import { ContentCard } from '@/components/content-card';
import { SectionHeader } from '@/components/section-header';
import type { SectionNavigate } from '@/lib/sections';

type DisclaimersSectionProps = {
  onNavigate: SectionNavigate;
};

/** Referrals & Disclaimers (SPEC 2.3): the program terms of SPEC 1 and the 10 signup disclaimers. */
export function DisclaimersSection({ onNavigate }: DisclaimersSectionProps) {
  return (
    <>
      <SectionHeader
        title={SECTION_TITLES.disclaimers}
        subtitle={REFERRALS_INTRO}
        back={{ label: BACK_TO_DASHBOARD, onClick: () => onNavigate('dashboard') }}
      />
      <div className="disclaimers-layout">
        <ContentCard title={PROGRAM_TERMS_TITLE} icon={<SafetyCertificateOutlined />}>
          <ul className="terms-list">
            {PROGRAM_TERMS.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </ContentCard>
        <ContentCard title={DISCLAIMERS_TITLE} icon={<FileProtectOutlined />}>
          <Typography.Paragraph type="secondary">{DISCLAIMERS_INTRO}</Typography.Paragraph>
          <ol className="disclaimers-list" aria-label={DISCLAIMERS_TITLE}>
            {DISCLAIMERS.map((disclaimer, index) => (
              <li key={disclaimer.id} className="disclaimers-list-item">
                <span className="disclaimers-list-number" aria-hidden>
                  {index + 1}
                </span>
                <span>{disclaimer.text}</span>
              </li>
            ))}
          </ol>
        </ContentCard>
      </div>
    </>
  );
}
