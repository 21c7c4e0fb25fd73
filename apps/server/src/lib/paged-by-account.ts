/**
 * One page of a console list whose rows each belong to an account (companions, staff), in the accounts'
 * order (name, then id) and paged where the names are, as the members directory pages them (decision
 * 0034): `matched` pairs each row's id with its account's id; `accountsPage` reads the page of those
 * accounts, `rowsByIds` the rows of that page, and `shown` makes each item of a row and its account. An
 * account whose row is gone meanwhile is left out.
 */
export async function pagedByAccount<Account extends { userId: number }, Row extends { id: number }, Item>(
  matched: readonly { id: number; userId: number }[],
  reads: {
    accountsPage: (userIds: number[]) => Promise<Account[]>;
    rowsByIds: (ids: number[]) => Promise<Row[]>;
  },
  shown: (row: Row, account: Account) => Item,
): Promise<Item[]> {
  const rowOf = new Map(matched.map((m) => [m.userId, m.id]));
  const page = await reads.accountsPage([...rowOf.keys()]);
  const rows = new Map(
    (await reads.rowsByIds(page.flatMap((p) => rowOf.get(p.userId) ?? []))).map((row) => [row.id, row]),
  );
  return page.flatMap((p) => {
    const row = rows.get(rowOf.get(p.userId) ?? 0);
    return row ? [shown(row, p)] : [];
  });
}
