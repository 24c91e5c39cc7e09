// The portal's content card: borderless, titled by an h2 with the brand-coloured icon before it
// (badges, recent activity, rewards, payout lists, program terms and disclaimers).
import { Card, type CardProps } from 'antd';
import type { ReactNode } from 'react';

export type ContentCardProps = Omit<CardProps, 'title' | 'variant'> & { title: ReactNode; icon: ReactNode };

export function ContentCard({ title, icon, className, children, ...rest }: ContentCardProps) {
  return (
    <Card
      {...rest}
      variant="borderless"
      className={className ? `content-card ${className}` : 'content-card'}
      title={
        <h2 className="card-heading">
          <span className="card-heading-icon" aria-hidden>
            {icon}
          </span>
          {title}
        </h2>
      }
    >
      {children}
    </Card>
  );
}
