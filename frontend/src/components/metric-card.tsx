// The metric tile of the salesperson screens (dashboard, Payout Details): a label, an icon, a value
// (a shimmer while it loads) and a note.
import { loadingLabel } from '@tint/libs/texts/common';
import type { ReactNode } from 'react';
import { useId } from 'react';

export type MetricTone = 'blue' | 'green' | 'purple' | 'orange';

export type MetricBodyProps = {
  labelId: string;
  label: string;
  icon: ReactNode;
  tone: MetricTone;
  /** undefined while loading. */
  value: ReactNode | undefined;
  note: ReactNode;
  /** Shown at the end of the value row (e.g. an arrow on a clickable card). */
  trailing?: ReactNode;
};

export function MetricBody({ labelId, label, icon, tone, value, note, trailing }: MetricBodyProps) {
  return (
    <>
      <span className="metric-card-top">
        <span id={labelId} className="metric-label">
          {label}
        </span>
        <span className={`metric-icon metric-icon-${tone}`} aria-hidden>
          {icon}
        </span>
      </span>
      <span className="metric-value-row">
        {value === undefined ? (
          // A span, not antd's Skeleton (a div): this can sit inside a button.
          <span className="metric-skeleton" role="status" aria-label={loadingLabel(label)} />
        ) : (
          <span className="metric-value">{value}</span>
        )}
        {trailing}
      </span>
      <span className="metric-note">{note}</span>
    </>
  );
}

export type MetricCardProps = Omit<MetricBodyProps, 'labelId' | 'trailing'>;

/** A tile named by its label (role group), so tests and screen readers find it by name. */
export function MetricCard(props: MetricCardProps) {
  const labelId = useId();
  return (
    <div className="metric-card" role="group" aria-labelledby={labelId}>
      <MetricBody labelId={labelId} {...props} />
    </div>
  );
}
