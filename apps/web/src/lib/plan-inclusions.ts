import type { PlanInclusion, PlanTier, PlanTierInclusions, ServiceKind } from "@eldercare/contracts";

/** What one tier includes, in display order (empty when the catalogue says nothing of the tier). */
export function inclusionsOf(inclusions: readonly PlanTierInclusions[], tier: PlanTier): PlanInclusion[] {
  return inclusions.find((entry) => entry.plan_type_name === tier)?.items ?? [];
}

/** The tier's text for an inclusion: "4 a month", "Weekly", or "Included" when it is simply included. */
export function inclusionDetail(item: Pick<PlanInclusion, "detail">): string {
  return item.detail ?? "Included";
}

/**
 * Every kind any tier includes, once, in display order: each tier's list is in display order, so a kind
 * first met in a later tier goes straight after the kind before it in that tier's list.
 */
export function inclusionKinds(
  inclusions: readonly PlanTierInclusions[],
): Array<{ kind: ServiceKind; label: string }> {
  const kinds: Array<{ kind: ServiceKind; label: string }> = [];
  for (const entry of inclusions) {
    let after = -1;
    for (const item of entry.items) {
      const at = kinds.findIndex((k) => k.kind === item.kind);
      if (at >= 0) {
        after = at;
        continue;
      }
      after += 1;
      kinds.splice(after, 0, { kind: item.kind, label: item.label });
    }
  }
  return kinds;
}
