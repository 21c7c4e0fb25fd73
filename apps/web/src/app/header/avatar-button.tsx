import { UserRound } from "lucide-react";
import { lazy, Suspense } from "react";
import { useDialogs } from "../../lib/dialogs.tsx";
import { initialsOf } from "../../lib/initials.ts";
import { useSession } from "../../lib/session.tsx";

const AccountMenu = lazy(async () => ({ default: (await import("./account-menu.tsx")).AccountMenu }));

const CIRCLE = "inline-flex size-11 items-center justify-center rounded-full";

/**
 * Spec §2 avatar: logged out it opens the login dialog; logged in it shows the initials and opens the
 * account menu (account-menu.tsx, loaded only for someone logged in; its initials stand in meanwhile).
 */
export function AvatarButton() {
  const { session } = useSession();
  const { open } = useDialogs();
  if (session.kind === "visitor") {
    return (
      <button
        type="button"
        onClick={() => open("login")}
        className={`${CIRCLE} border-2 border-primary-700 text-primary-700 hover:bg-primary-50`}
      >
        <UserRound aria-hidden="true" className="size-6" />
        <span className="sr-only">Log in</span>
      </button>
    );
  }
  const name =
    session.kind === "member"
      ? session.member.user_name
      : session.kind === "admin"
        ? session.admin.user_name
        : session.companion.user_name;
  return (
    <Suspense
      fallback={
        <span aria-hidden="true" className={`${CIRCLE} bg-primary-700 font-bold text-white`}>
          {initialsOf(name)}
        </span>
      }
    >
      <AccountMenu />
    </Suspense>
  );
}
