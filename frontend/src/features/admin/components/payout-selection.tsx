// The Payouts tab's selection for a payout run (issue 19): a checkbox on each pending commission (not on one held for
// review), a 'Select all', the list grouped by salesperson with each group's count and total and a checkbox for the
// whole group, and the 'Pay selected (n) — $total' button. Sums in integer cents.
import type { PendingPayoutItem } from '@tint/libs/api-types';
import { decimalToCents } from '@tint/libs/money';
import { fullName } from '@tint/libs/names';
import { groupSummary, paySelectedLabel, SELECT_ALL_PAYOUTS, selectGroupLabel, selectPayoutLabel } from '@tint/libs/texts/payout-runs';
import { DollarOutlined } from '@ant-design/icons';
import { Button, Checkbox, Typography } from 'antd';
import { type ReactNode, useId, useMemo, useState } from 'react';
import '../payout-runs.css';

const isPayable = (item: PendingPayoutItem) => item.review === null;
const centsOf = (items: readonly PendingPayoutItem[]) => items.reduce((sum, item) => sum + decimalToCents(item.commission), 0);

export type PayoutGroup = { salespersonId: string; salespersonName: string; items: PendingPayoutItem[]; payable: PendingPayoutItem[] };

/** The pending list by salesperson, by name; within a group, in the list's own order (oldest appointment first). */
export function groupBySalesperson(items: readonly PendingPayoutItem[]): PayoutGroup[] {
  const groups = new Map<string, PayoutGroup>();
  for (const item of items) {
    let group = groups.get(item.salespersonId);
    if (!group) groups.set(item.salespersonId, (group = { salespersonId: item.salespersonId, salespersonName: item.salespersonName, items: [], payable: [] }));
    group.items.push(item);
    if (isPayable(item)) group.payable.push(item);
  }
  return [...groups.values()].sort((a, b) => a.salespersonName.localeCompare(b.salespersonName) || a.salespersonId.localeCompare(b.salespersonId));
}

/**
 * The selected ids among the payable items. An id whose commission left the list (paid, held, unticked) drops out of
 * the selection by itself, since only ids still payable are read back.
 */
export function usePayoutSelection(items: readonly PendingPayoutItem[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const payable = useMemo(() => items.filter(isPayable), [items]);
  const selected = useMemo(() => payable.filter((item) => chosen.has(item.id)), [payable, chosen]);
  const selectedIds = useMemo(() => new Set(selected.map((item) => item.id)), [selected]);
  const change = (ids: readonly string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set([...current].filter((id) => payable.some((item) => item.id === id)));
      for (const id of ids) if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return {
    selected,
    totalCents: centsOf(selected),
    payable,
    isSelected: (id: string) => selectedIds.has(id),
    change,
    clear: () => setChosen(new Set()),
  };
}

export type PayoutSelection = ReturnType<typeof usePayoutSelection>;

/** A group's or the whole list's checkbox: ticked when all are, half when some are. */
function tickState(items: readonly PendingPayoutItem[], selection: PayoutSelection) {
  const count = items.filter((item) => selection.isSelected(item.id)).length;
  return { checked: items.length > 0 && count === items.length, indeterminate: count > 0 && count < items.length };
}

type PendingPayoutGroupsProps = {
  items: readonly PendingPayoutItem[];
  selection: PayoutSelection;
  onPaySelected: () => void;
  /** One commission's card (an <li>), with its checkbox to show. */
  renderItem: (item: PendingPayoutItem, checkbox: ReactNode) => ReactNode;
};

export function PendingPayoutGroups({ items, selection, onPaySelected, renderItem }: PendingPayoutGroupsProps) {
  const groups = useMemo(() => groupBySalesperson(items), [items]);
  const all = tickState(selection.payable, selection);
  return (
    <div className="payout-runs-selection">
      <div className="payout-runs-toolbar">
        <Checkbox
          className="payout-runs-check payout-runs-check-labelled"
          checked={all.checked}
          indeterminate={all.indeterminate}
          disabled={selection.payable.length === 0}
          onChange={(event) => selection.change(selection.payable.map((item) => item.id), event.target.checked)}
        >
          {SELECT_ALL_PAYOUTS}
        </Checkbox>
        <Button type="primary" size="large" icon={<DollarOutlined aria-hidden />} disabled={selection.selected.length === 0} onClick={onPaySelected} className="payout-runs-pay">
          {paySelectedLabel(selection.selected.length, selection.totalCents)}
        </Button>
      </div>
      {groups.map((group) => (
        <Group key={group.salespersonId} group={group} selection={selection} renderItem={renderItem} />
      ))}
    </div>
  );
}

function Group({ group, selection, renderItem }: { group: PayoutGroup; selection: PayoutSelection; renderItem: PendingPayoutGroupsProps['renderItem'] }) {
  const headingId = useId();
  const state = tickState(group.payable, selection);
  return (
    <section className="payout-runs-group" aria-labelledby={headingId}>
      <div className="payout-runs-group-head">
        <Checkbox
          className="payout-runs-check"
          aria-label={selectGroupLabel(group.salespersonName)}
          checked={state.checked}
          indeterminate={state.indeterminate}
          disabled={group.payable.length === 0}
          onChange={(event) => selection.change(group.payable.map((item) => item.id), event.target.checked)}
        />
        <Typography.Title level={3} id={headingId} className="payout-runs-group-name">
          {group.salespersonName}
        </Typography.Title>
        <Typography.Text type="secondary" className="payout-runs-group-summary">
          {groupSummary(group.payable.length, centsOf(group.payable))}
        </Typography.Text>
      </div>
      <ul className="admin-payout-list">
        {group.items.map((item) =>
          renderItem(
            item,
            <Checkbox
              className="payout-runs-check"
              aria-label={selectPayoutLabel(fullName(item.customerFirstName, item.customerLastName))}
              checked={selection.isSelected(item.id)}
              disabled={!isPayable(item)}
              onChange={(event) => selection.change([item.id], event.target.checked)}
            />,
          ),
        )}
      </ul>
    </section>
  );
}
