import { Link } from "react-router";
import { BRAND_NAME, CONTACT } from "../../../../lib/brand.ts";
import { type DocumentSlug, documentPath, findDocument } from "../documents.ts";

/** The postal address on one line, for running text. */
export const POSTAL_ADDRESS = `${BRAND_NAME}, ${CONTACT.addressLines.join(", ")}`;

export function SupportEmail() {
  return <a href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</a>;
}

export function SupportPhone() {
  return <a href={CONTACT.phoneHref}>{CONTACT.phoneDisplay}</a>;
}

/** A link to another legal document, named by its title. */
export function DocLink({ slug }: { slug: DocumentSlug }) {
  return <Link to={documentPath(slug)}>{findDocument(slug)?.title}</Link>;
}

/** The Grievance Officer's contact details (DPDP Act, 2023 and IT Act, 2000). */
export function GrievanceOfficer() {
  return (
    <address className="not-italic">
      Grievance Officer, {BRAND_NAME}
      <br />
      Email: <SupportEmail />
      <br />
      Phone: <SupportPhone />
      <br />
      Post: {CONTACT.addressLines.join(", ")}
    </address>
  );
}
