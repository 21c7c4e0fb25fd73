import { SERVICE_SECTIONS } from "@eldercare/contracts";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { KIND_OF_HELP_CARDS, servicesLinkFor } from "../lib/assistance-types.ts";
import { AssistanceIcon } from "./assistance-icon.tsx";

/** The five kinds of help, each a card whose heading links to its section of /services/consulting. */
export function AssistanceTypeCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {SERVICE_SECTIONS.map((type) => {
        const card = KIND_OF_HELP_CARDS[type];
        return (
          <li
            key={type}
            data-assistance-type={type}
            className="relative flex flex-wrap gap-4 rounded-xl border border-line bg-white p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
              <AssistanceIcon type={type} className="size-6" />
            </span>
            {/* Where the card is too narrow for text beside the icon (large text), the text goes under it. */}
            <div className="min-w-0 flex-[1_1_12rem] break-words">
              <h3 className="text-xl font-bold">
                {/* The link covers the whole card (a larger touch target); its name is the heading. */}
                <Link
                  to={servicesLinkFor(type)}
                  className="inline-flex min-h-11 items-center gap-1 text-primary-800 underline decoration-primary-200 decoration-2 underline-offset-4 after:absolute after:inset-0 after:rounded-xl hover:decoration-primary-700"
                >
                  {card.title}
                  <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
                </Link>
              </h3>
              <p className="mt-1 text-base text-ink sm:text-lg">{card.summary}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
