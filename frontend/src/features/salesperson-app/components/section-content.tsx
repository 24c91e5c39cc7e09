import { Card, Typography } from 'antd';
import type { SectionId } from '../sections';
import { sectionTitles } from '../sections';

type SectionContentProps = {
  section: SectionId;
};

// Each section's screen replaces this frame in its own issue.
export function SectionContent({ section }: SectionContentProps) {
  return (
    <Card variant="borderless" className="section-card">
      <Typography.Title level={1} className="section-title">
        {sectionTitles[section]}
      </Typography.Title>
    </Card>
  );
}
