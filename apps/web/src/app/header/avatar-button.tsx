import { UserRound } from "lucide-react";
import { useDialogs } from "../../lib/dialogs.tsx";
import { initialsOf } from "../../lib/initials.ts";
import { useSession } from "../../lib/session.tsx";

/** Spec §2 avatar: logged out it opens the login dialog; logged in it shows the person's initials. */
export function AvatarButton() {
  const { session } = useSession();
  const { open } = useDialogs();
  if (session.kind === "visitor") {
    return (
      <button
        type="button"
        onClick={() => open("login")}
        className="inline-flex size-11 items-center justify-center rounded-full border-2 border-primary-700 text-primary-700 hover:bg-primary-50"
      >
        <UserRound aria-hidden="true" className="size-6" />
        <span className="sr-only">Log in</span>
      </button>
    );
  }
  const name = session.kind === "user" ? session.user.user_name : session.admin.user_name;
  const email = session.kind === "user" ? session.user.email : session.admin.email;
  // The account menus (My Profile, Service Bookings, Reschedule Requests, Logout) come with the identity work.
  return (
    <span
      className="inline-flex size-11 items-center justify-center rounded-full bg-primary-700 font-bold text-white"
      title={`${name} (${email})`}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
      <span className="sr-only">Signed in as {name}</span>
    </span>
  );
}
