/**
 * What an audit row of an edit keeps: of two snapshots of what was set (before and after the change), the
 * fields that differ, their values before and after, and a note naming them ("Saved without changes" when
 * none does). Fields are compared by their JSON, so lists and objects compare by content.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const names = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    names,
    before: Object.fromEntries(names.map((k) => [k, before[k]])),
    after: Object.fromEntries(names.map((k) => [k, after[k]])),
    note: names.length > 0 ? `Changed: ${names.join(", ")}` : "Saved without changes",
  };
}
