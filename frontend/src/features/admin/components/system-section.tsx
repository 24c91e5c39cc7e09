import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** One part of the System page: a card headed by an h2 under the page's h1. */
export function SystemSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="system-section">
      <Card
        variant="borderless"
        className="content-card admin-card"
        title={
          <h2 id={titleId} className="card-heading">
            {title}
          </h2>
        }
      >
        {children}
      </Card>
    </section>
  );
}
