import { API, type Profile } from "@eldercare/contracts";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { FamilyChoice } from "../../../components/family-choice.tsx";
import { useMayCall } from "../../../lib/family-role.ts";
import { useSession } from "../../../lib/session.tsx";
import { ActingForNotice } from "./acting-for-notice.tsx";
import { ChangeContactDialog, type ContactChannel } from "./change-contact-dialog.tsx";
import { EditProfileDialog } from "./edit-profile-dialog.tsx";
import { FamilySection } from "./family-section.tsx";
import { LovedOnesSection } from "./loved-ones-section.tsx";
import { MessagesSection } from "./messages-section.tsx";
import { ProfileDetails } from "./profile-details.tsx";
import { YourDataSection } from "./your-data-section.tsx";

/**
 * The profile's General tab: the member's details (to edit), their loved ones, their family circle, how
 * messages reach them, and their data rights. A circle member acting for a family sees whose family it is,
 * its details and loved ones to read, and their own message choices (decision 0063).
 */
export function GeneralPanel({ profile }: { profile: Profile }) {
  const { session } = useSession();
  const family = session.kind === "member" ? (session.member.family ?? null) : null;
  const mayEdit = useMayCall(API.modifyProfile);
  const [editing, setEditing] = useState(false);
  const [changing, setChanging] = useState<ContactChannel | null>(null);
  return (
    <div className="space-y-10">
      {family ? <ActingForNotice family={family} /> : <FamilyChoice />}
      <section aria-labelledby="your-details">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="your-details" className="text-2xl font-bold">
            {family ? `${family.payer_name}'s details` : "Your details"}
          </h2>
          {mayEdit ? (
            <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-5" />
              Edit<span className="sr-only"> your details</span>
            </button>
          ) : null}
        </div>
        <div className="mt-4">
          <ProfileDetails profile={profile} onChangeContact={mayEdit ? setChanging : undefined} />
        </div>
      </section>
      <LovedOnesSection userId={profile.user_id} />
      {mayEdit ? <FamilySection /> : null}
      <MessagesSection userId={profile.user_id} />
      {mayEdit ? (
        <>
          <YourDataSection profile={profile} />
          <EditProfileDialog profile={profile} open={editing} onOpenChange={setEditing} />
          <ChangeContactDialog profile={profile} channel={changing} onClose={() => setChanging(null)} />
        </>
      ) : null}
    </div>
  );
}
