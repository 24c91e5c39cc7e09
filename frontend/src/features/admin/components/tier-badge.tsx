import type { AdminTierName } from '@tint/libs/api-types';
import { adminTierColor, adminTierLabel } from '@tint/libs/tiers';

/** 'Bronze Tier' on the tier's colour (SPEC 9, admin tier colours); dark text reads on all five. */
export function TierBadge({ tier }: { tier: AdminTierName }) {
  return (
    <span className="admin-tier" style={{ background: adminTierColor(tier) }}>
      {adminTierLabel(tier)}
    </span>
  );
}
