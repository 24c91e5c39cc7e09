import { Typography } from 'antd';
import type { ReactNode } from 'react';

type TabHeaderProps = {
  title: string;
  subtitle?: ReactNode;
  /** Shown beside the title on wide screens, below it on phones. */
  extra?: ReactNode;
};

/** The heading every admin tab starts with: one h2 under the dashboard's h1. */
export function TabHeader({ title, subtitle, extra }: TabHeaderProps) {
  return (
    <div className="admin-tab-header">
      <div className="admin-tab-titles">
        <Typography.Title level={2} className="admin-tab-title">
          {title}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </div>
      {extra && <div className="admin-tab-extra">{extra}</div>}
    </div>
  );
}
