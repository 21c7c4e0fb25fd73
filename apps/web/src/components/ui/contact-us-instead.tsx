import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { CONTACT } from "../../lib/brand.ts";

/** Until a dialog's online flow is switched on, it tells people how to reach the team instead. */
export function ContactUsInstead({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-4">
      <p>{children}</p>
      <ul className="space-y-2">
        <li>
          <a className="inline-flex min-h-11 items-center gap-2 font-semibold" href={CONTACT.phoneHref}>
            <Phone aria-hidden="true" className="size-5" /> {CONTACT.phoneDisplay}
          </a>
        </li>
        <li>
          <a
            className="inline-flex min-h-11 items-center gap-2 font-semibold"
            href={`mailto:${CONTACT.supportEmail}`}
          >
            <Mail aria-hidden="true" className="size-5" /> {CONTACT.supportEmail}
          </a>
        </li>
      </ul>
    </div>
  );
}
