import type { Profile } from "@eldercare/contracts";

const ID_TYPES: Record<number, string> = { 1: "Aadhaar", 2: "PAN", 3: "Passport", 4: "Voter ID" };

/** The member's registered details; the ID number only ever arrives masked. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const rows: Array<[string, string]> = [
    ["Full name", profile.user_name],
    ["Phone", `+91 ${profile.phone}`],
    ["Email", profile.email],
    ["Relationship", profile.user_relation.join(", ")],
    [ID_TYPES[profile.id_type] ?? "ID", profile.id_no_masked],
  ];
  return (
    <dl className="divide-y divide-line rounded-xl border border-line bg-white">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-5 py-4 sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold text-muted">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
