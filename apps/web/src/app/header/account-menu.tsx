import { type Action, FAMILY_MESSAGES, isStaffRole, STAFF_ROLE_LABELS } from "@eldercare/contracts";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { CalendarCheck, CalendarClock, ClipboardList, LogOut, UserRound } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { AdminLinkIcon } from "../../components/admin-link-icon.tsx";
import { EmailText } from "../../components/ui/email-text.tsx";
import { useLogout } from "../../features/auth/api/use-logout.ts";
import { FamilySwitcher } from "../../features/profile/components/family-switcher.tsx";
import { ADMIN_LINKS } from "../../lib/admin-links.ts";
import { can } from "../../lib/can.ts";
import { initialsOf } from "../../lib/initials.ts";
import { useSession } from "../../lib/session.tsx";

/** An entry of the avatar menu; one naming an action shows only to a session that may do it. */
type MenuLink = { label: string; to: string; icon: ReactNode; action?: Action };

const ITEM =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 font-semibold text-ink no-underline outline-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800";

/**
 * Member menu entries (spec §2): the profile, the plan with My bookings, and the reschedule requests; an
 * entry naming an action shows only to a session that may do it (the permission table).
 */
const MEMBER_LINKS: ReadonlyArray<MenuLink> = [
  { label: "My Profile", to: "/user/profile", icon: <UserRound aria-hidden="true" className="size-5" /> },
  {
    label: "Service Bookings",
    to: "/planandservicedetails",
    icon: <ClipboardList aria-hidden="true" className="size-5" />,
  },
  {
    label: "Reschedule Requests",
    to: "/user/reschedule",
    icon: <CalendarClock aria-hidden="true" className="size-5" />,
    // Only to one who may ask to move a visit (a viewer may not; issue 42).
    action: "changeVisits",
  },
];

/** A companion's one entry (issue 26): their visits, in their own app. */
const COMPANION_LINKS: ReadonlyArray<MenuLink> = [
  { label: "My visits", to: "/companion", icon: <CalendarCheck aria-hidden="true" className="size-5" /> },
];

/** Admin menu entries: the console's pages (lib/admin-links.ts), each with the action it needs. */
const ADMIN_MENU_LINKS: ReadonlyArray<MenuLink> = ADMIN_LINKS.map((link) => ({
  label: link.label,
  to: link.to,
  icon: <AdminLinkIcon page={link.key} />,
  action: link.action,
}));

/**
 * What a coordinator's console session covers, under their email: "City coordinator · Kolkata, Chennai"
 * (issue 43 item 4). An administrator's session (every city) says nothing more, as before.
 */
function staffScopeText(admin: { role?: string; cities?: ReadonlyArray<{ city_name: string }> }) {
  if (admin.role === undefined || admin.role === "admin" || !isStaffRole(admin.role)) return null;
  const cities = (admin.cities ?? []).map((c) => c.city_name).join(", ");
  return cities ? `${STAFF_ROLE_LABELS[admin.role]} · ${cities}` : STAFF_ROLE_LABELS[admin.role];
}

/**
 * The signed-in avatar's menu (spec §2): a member's name, email, My Profile, Service Bookings,
 * Reschedule Requests and Logout; an admin's email, the console's pages (lib/admin-links.ts) and Logout.
 * Clicking outside or Escape closes it. Loaded only once someone is logged in.
 */
export function AccountMenu() {
  const { session } = useSession();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  if (session.kind === "visitor") return null;
  const isMember = session.kind === "member";
  const named = isMember || session.kind === "companion";
  const name =
    session.kind === "member"
      ? session.member.user_name
      : session.kind === "admin"
        ? session.admin.user_name
        : session.companion.user_name;
  const email =
    session.kind === "member" ? session.member.email : session.kind === "admin" ? session.admin.email : "";
  // The permission table, not the route table (a public page's header: decision 0064).
  const links = (
    isMember ? MEMBER_LINKS : session.kind === "companion" ? COMPANION_LINKS : ADMIN_MENU_LINKS
  ).filter((l) => !l.action || can(session, l.action));
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger className="inline-flex size-11 items-center justify-center rounded-full bg-primary-700 font-bold text-white hover:bg-primary-800 data-[state=open]:ring-4 data-[state=open]:ring-accent-400">
        <span aria-hidden="true">{initialsOf(name)}</span>
        <span className="sr-only">Account menu for {name || email}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-lg border border-line bg-white p-1.5 shadow-xl"
        >
          <DropdownMenu.Label className="px-3 py-2">
            {named ? <span className="block font-bold text-ink">{name}</span> : null}
            {email ? <EmailText email={email} className="block text-base text-muted" /> : null}
            {session.kind === "admin" && staffScopeText(session.admin) ? (
              <span className="mt-1 block text-base font-semibold text-primary-800">
                {staffScopeText(session.admin)}
              </span>
            ) : null}
            {session.kind === "member" && session.member.family ? (
              <span className="mt-1 block text-base font-semibold text-primary-800">
                {FAMILY_MESSAGES.acting(session.member.family.payer_name)}
              </span>
            ) : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {links.map((item) => (
            <DropdownMenu.Item key={item.label} asChild>
              <Link to={item.to} className={ITEM}>
                {item.icon}
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          {session.kind === "member" ? (
            <FamilySwitcher
              open={open}
              actingFor={session.member.family?.membership_id ?? null}
              itemClass={ITEM}
            />
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={ITEM} onSelect={() => logout.mutate()}>
            <LogOut aria-hidden="true" className="size-5" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
