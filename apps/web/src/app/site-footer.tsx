import { EMERGENCY_TEXT, TRUST_FACTS, telHref, UI_TEXT } from "@eldercare/contracts";
import { Globe, Mail, MapPin, Phone, Siren } from "lucide-react";
import { Link } from "react-router";
import { EmailText } from "../components/ui/email-text.tsx";
import { documentPath, LEGAL_DOCUMENTS } from "../features/site/documents/documents.ts";
import { BRAND_NAME, CONTACT, COPYRIGHT_LINE } from "../lib/brand.ts";
import { useCompanyDetails } from "../lib/company-query.ts";

const footerLink = "inline-flex min-h-11 items-center text-accent-100 underline-offset-4 hover:underline";

/** The registered company and its grievance officer, from the server's configuration. */
function CompanyFacts() {
  const { data: company } = useCompanyDetails();
  if (!company) return null;
  const officer = company.grievance_officer;
  return (
    <section
      aria-labelledby="footer-company"
      className="grid grid-cols-1 gap-10 text-base md:col-span-2 md:grid-cols-2"
    >
      <div>
        <h2 id="footer-company" className="text-lg font-bold text-white">
          {TRUST_FACTS.companyTitle}
        </h2>
        {/* The CIN and GSTIN are long unbroken codes: with large text on a phone they break where they must. */}
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 [overflow-wrap:anywhere]">
          <dt className="text-accent-100">Company</dt>
          <dd>{company.legal_name}</dd>
          <dt className="text-accent-100">CIN</dt>
          <dd className="tabular-nums">{company.cin}</dd>
          <dt className="text-accent-100">GSTIN</dt>
          <dd className="tabular-nums">{company.gstin}</dd>
          <dt className="text-accent-100">Registered office</dt>
          <dd>{company.registered_office}</dd>
        </dl>
      </div>
      <div>
        <h2 className="text-lg font-bold text-white">{TRUST_FACTS.grievanceTitle}</h2>
        <p className="mt-2">{officer.name}</p>
        <p>
          <a href={`mailto:${officer.email}`} className={footerLink}>
            <EmailText email={officer.email} />
          </a>
          {officer.phone ? (
            <>
              {" · "}
              <a href={`tel:${officer.phone.replace(/[^\d+]/g, "")}`} className={footerLink}>
                {officer.phone}
              </a>
            </>
          ) : null}
        </p>
        <p className="mt-1 text-accent-100">{TRUST_FACTS.grievanceText}</p>
      </div>
    </section>
  );
}

/** The 24x7 emergency helpline, as a tap-to-call link in the footer's colours. */
function EmergencyFooterLink() {
  const { data: company } = useCompanyDetails();
  if (!company) return null;
  return (
    <>
      <Siren aria-hidden="true" className="size-5 shrink-0 text-accent-400" />
      <a href={telHref(company.helpline_phone)} className={footerLink} data-testid="footer-emergency">
        {/* The number keeps together on a line of its own unless a line is too narrow for it (large text). */}
        <span>
          {EMERGENCY_TEXT.helpline}:{" "}
          <span className="inline-block tabular-nums">{company.helpline_phone}</span>
        </span>
      </a>
    </>
  );
}

export function SiteFooter() {
  return (
    <footer className="mt-auto bg-primary-900 text-white [--focus-ring:var(--color-accent-400)] print:hidden">
      {/* One column that its longest word cannot widen (grid-cols-1), so larger text wraps instead. */}
      <div className="page-frame grid grid-cols-1 gap-10 py-12 md:grid-cols-2">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-xl font-bold text-white">
            Contact us
          </h2>
          <ul className="mt-4 space-y-2">
            <li className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-5 shrink-0 text-accent-400" />
              <a href={CONTACT.phoneHref} className={footerLink}>
                {CONTACT.phoneDisplay}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <EmergencyFooterLink />
            </li>
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-5 shrink-0 text-accent-400" />
              <a href={`mailto:${CONTACT.supportEmail}`} className={footerLink}>
                <EmailText email={CONTACT.supportEmail} />
              </a>
            </li>
            <li className="flex items-start gap-3">
              <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-400" />
              <address className="not-italic">
                {BRAND_NAME}
                {CONTACT.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </li>
          </ul>
        </section>

        <nav aria-labelledby="footer-documentation">
          <h2 id="footer-documentation" className="text-xl font-bold text-white">
            Documentation
          </h2>
          <ul className="mt-4 grid gap-x-6 sm:grid-cols-2">
            {LEGAL_DOCUMENTS.map((doc) => (
              <li key={doc.slug}>
                <Link to={documentPath(doc.slug)} className={footerLink}>
                  {doc.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <CompanyFacts />
      </div>
      <div className="border-t border-white/20">
        <div className="page-frame flex flex-col gap-2 py-5 text-base sm:flex-row sm:items-center sm:justify-between">
          <p>{COPYRIGHT_LINE}</p>
          <p className="flex items-center gap-2">
            <Globe aria-hidden="true" className="size-5 text-accent-400" />
            <span>
              <span className="sr-only">Language: </span>
              {UI_TEXT.languageLabel}
            </span>
          </p>
        </div>
      </div>
    </footer>
  );
}
