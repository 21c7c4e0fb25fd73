import type { Profile } from "@eldercare/contracts";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { ChangeContactDialog, type ContactChannel } from "./change-contact-dialog.tsx";
import { EditProfileDialog } from "./edit-profile-dialog.tsx";
import { LovedOnesSection } from "./loved-ones-section.tsx";
import { MessagesSection } from "./messages-section.tsx";
import { ProfileDetails } from "./profile-details.tsx";
import { YourDataSection } from "./your-data-section.tsx";

/** The profile's General tab: the member's details (to edit), their loved ones, how messages reach them, and their data rights. */
export function GeneralPanel({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [changing, setChanging] = useState<ContactChannel | null>(null);
  return (
    <div className="space-y-10">
      <section aria-labelledby="your-details">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="your-details" className="text-2xl font-bold">
            Your details
          </h2>
          <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-5" />
            Edit<span className="sr-only"> your details</span>
          </button>
        </div>
        <div className="mt-4">
          <ProfileDetails profile={profile} onChangeContact={setChanging} />
        </div>
      </section>
      <LovedOnesSection userId={profile.user_id} />
      <MessagesSection userId={profile.user_id} />
      <YourDataSection profile={profile} />
      <EditProfileDialog profile={profile} open={editing} onOpenChange={setEditing} />
      <ChangeContactDialog profile={profile} channel={changing} onClose={() => setChanging(null)} />
    </div>
  );
}
