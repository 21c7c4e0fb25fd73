import { EmailText } from "../../../components/ui/email-text.tsx";

/** A card's Phone and Email facts (inside its FactList): the email wraps only before "@" or a ".". */
export function ContactFacts({ phone, email }: { phone: string; email: string }) {
  return (
    <>
      <dt className="font-semibold">Phone</dt>
      <dd>{phone}</dd>
      <dt className="font-semibold">Email</dt>
      <dd>
        <EmailText email={email} />
      </dd>
    </>
  );
}
