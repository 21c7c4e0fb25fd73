import { CARE_FOR_LABEL, careForText, PROFILE_MESSAGES, type Profile, phoneText } from "@eldercare/contracts";
import type { ReactNode } from "react";
import { EmailText } from "../../../components/ui/email-text.tsx";
import { formatAddress } from "../lib/profile-form.ts";

const ID_TYPES: Record<number, string> = { 1: "Aadhaar", 2: "PAN", 3: "Passport", 4: "Voter ID" };

interface Props {
  profile: Profile;
  /**
   * Opens the flow that changes the phone or the email (each needs a code sent to the new one); absent
   * for a circle member, who reads the family's details but does not change them.
   */
  onChangeContact?: ((channel: "phone" | "email") => void) | undefined;
}

/** The member's details; the ID number only ever arrives masked, and is not theirs to edit. */
export function ProfileDetails({ profile, onChangeContact }: Props) {
  const idLabel = ID_TYPES[profile.id_type] ?? "ID";
  const address = formatAddress(profile);
  const rows: Array<{ label: string; value: ReactNode; action?: ReactNode }> = [
    { label: "Full name", value: profile.user_name },
    { label: CARE_FOR_LABEL, value: careForText(profile.user_relation) },
    {
      label: "Address",
      value: address ?? <span className="text-muted">Not added yet</span>,
    },
    {
      label: "Phone",
      value: <span className="whitespace-nowrap">{phoneText(profile.country_code, profile.phone)}</span>,
      action: onChangeContact ? (
        <ChangeButton onClick={() => onChangeContact("phone")} label="Change" srLabel="phone number" />
      ) : undefined,
    },
    {
      label: "Email",
      value: <EmailText email={profile.email} />,
      action: onChangeContact ? (
        <ChangeButton onClick={() => onChangeContact("email")} label="Change" srLabel="email" />
      ) : undefined,
    },
  ];
  // A circle member is never shown the payer's ID document: the server leaves it out (decision 0063).
  if (profile.id_no_masked) {
    rows.push({
      label: `ID document (${idLabel})`,
      value: (
        <>
          <span>{profile.id_no_masked}</span>
          <span className="mt-1 block text-base text-muted">{PROFILE_MESSAGES.idDocumentFixed}</span>
        </>
      ),
    });
  }
  return (
    <dl className="divide-y divide-line rounded-xl border border-line bg-white">
      {rows.map(({ label, value, action }) => (
        <div
          key={label}
          className="grid grid-cols-[minmax(0,1fr)] gap-1 px-5 py-4 sm:grid-cols-[12rem_minmax(0,1fr)]"
        >
          <dt className="font-semibold text-muted">{label}</dt>
          <dd className="flex items-start justify-between gap-4">
            <span className="min-w-0 wrap-anywhere">{value}</span>
            {action ? <span className="-my-1 shrink-0">{action}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ChangeButton({ onClick, label, srLabel }: { onClick: () => void; label: string; srLabel: string }) {
  return (
    <button type="button" className="btn btn-outline px-4" onClick={onClick}>
      {label}
      <span className="sr-only"> {srLabel}</span>
    </button>
  );
}
