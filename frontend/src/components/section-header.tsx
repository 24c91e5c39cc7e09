import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';

type SectionHeaderProps = {
  title: string;
  subtitle?: ReactNode;
  /** A back button above the title, e.g. to the dashboard. */
  back?: { label: string; onClick: () => void };
  /** Buttons beside the title on wide screens, below it on phones. */
  actions?: ReactNode;
};

/** The heading block every salesperson section starts with: one h1 per section. */
export function SectionHeader({ title, subtitle, back, actions }: SectionHeaderProps) {
  return (
    <div className="section-header">
      {back && (
        <Button type="link" icon={<ArrowLeftOutlined aria-hidden />} onClick={back.onClick} className="section-back">
          {back.label}
        </Button>
      )}
      <div className="section-header-row">
        <div className="section-header-titles">
          <Typography.Title level={1} className="section-title">
            {title}
          </Typography.Title>
          {subtitle && (
            <Typography.Text type="secondary" className="section-subtitle">
              {subtitle}
            </Typography.Text>
          )}
        </div>
        {actions && <div className="section-header-actions">{actions}</div>}
      </div>
    </div>
  );
}
