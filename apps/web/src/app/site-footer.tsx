import { UI_TEXT } from "@eldercare/contracts";
import { Globe, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { documentPath, LEGAL_DOCUMENTS } from "../features/site/documents/documents.ts";
import { BRAND_NAME, CONTACT, COPYRIGHT_LINE } from "../lib/brand.ts";

const footerLink = "inline-flex min-h-11 items-center text-accent-100 underline-offset-4 hover:underline";

export function SiteFooter() {
  return (
    <footer className="mt-auto bg-primary-900 text-white [--focus-ring:var(--color-accent-400)] print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2">
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
              <Mail aria-hidden="true" className="size-5 shrink-0 text-accent-400" />
              <a href={`mailto:${CONTACT.supportEmail}`} className={`${footerLink} break-all`}>
                {CONTACT.supportEmail}
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
      </div>
      <div className="border-t border-white/20">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-base sm:flex-row sm:items-center sm:justify-between sm:px-6">
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
