import { RELATIONSHIP_MAX, type Relationship } from "@eldercare/contracts";

export interface RelationshipToggle {
  next: Relationship[];
  /** True when the choice was refused because RELATIONSHIP_MAX are already chosen. */
  limitReached: boolean;
}

/**
 * Ticks or unticks one relationship; a third choice is refused (spec §5) and the list kept. Shared by
 * registration and the profile's edit form.
 */
export function toggleRelationship(
  current: readonly Relationship[],
  choice: Relationship,
): RelationshipToggle {
  if (current.includes(choice)) return { next: current.filter((r) => r !== choice), limitReached: false };
  if (current.length >= RELATIONSHIP_MAX) return { next: [...current], limitReached: true };
  return { next: [...current, choice], limitReached: false };
}
