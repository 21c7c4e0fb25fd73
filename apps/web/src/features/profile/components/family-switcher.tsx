import { FAMILY_MESSAGES } from "@eldercare/contracts";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ArrowLeftRight } from "lucide-react";
import { useChooseFamily, useFamily } from "../../../lib/family-query.ts";

/**
 * In a member's account menu (issue 29): whose family this session acts for, and the other families the
 * person belongs to (two parents' households), or their own account, to switch to. Read when the menu opens.
 */
export function FamilySwitcher({
  open,
  actingFor,
  itemClass,
}: {
  open: boolean;
  actingFor: number | null;
  itemClass: string;
}) {
  const family = useFamily(open);
  const { choose } = useChooseFamily();
  const others = (family.data?.families ?? []).filter((f) => f.membership_id !== actingFor);
  if (actingFor === null && others.length === 0) return null;
  return (
    <>
      <DropdownMenu.Separator className="my-1 h-px bg-line" />
      {others.map((f) => (
        <DropdownMenu.Item
          key={f.membership_id}
          className={itemClass}
          onSelect={() => choose(f.membership_id)}
        >
          <ArrowLeftRight aria-hidden="true" className="size-5" />
          {FAMILY_MESSAGES.actFor(f.payer_name)}
        </DropdownMenu.Item>
      ))}
      {actingFor !== null ? (
        <DropdownMenu.Item className={itemClass} onSelect={() => choose(null)}>
          <ArrowLeftRight aria-hidden="true" className="size-5" />
          Switch to my own account
        </DropdownMenu.Item>
      ) : null}
    </>
  );
}
