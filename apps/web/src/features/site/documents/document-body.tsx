import { use, useEffect } from "react";
import { DOCUMENT_CONTENT } from "./content/index.ts";
import type { DocumentContentModule } from "./content/types.ts";
import type { DocumentSlug } from "./documents.ts";

const loaded = new Map<DocumentSlug, Promise<DocumentContentModule>>();

/**
 * One promise per document, kept for `use()`; a failed load is forgotten so that a retry fetches again.
 * A loaded promise is marked fulfilled the way React reads it, so a document loaded beforehand (by the
 * prerenderer, or before hydrating) renders at once instead of suspending.
 */
export function loadDocumentContent(slug: DocumentSlug): Promise<DocumentContentModule> {
  let promise = loaded.get(slug);
  if (!promise) {
    const pending = DOCUMENT_CONTENT[slug]().then(
      (module) => {
        Object.assign(pending, { status: "fulfilled", value: module });
        return module;
      },
      (error: unknown) => {
        loaded.delete(slug);
        throw error;
      },
    );
    promise = pending;
    loaded.set(slug, promise);
  }
  return promise;
}

/** Readable defaults for the paragraphs, lists and links inside a section (no typography plugin). */
const PROSE = [
  "[&_p]:mt-4",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-7 [&_li]:pl-1 [&_li]:marker:text-primary-700",
  "[&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-4 [&_a]:break-words",
  "[&_strong]:font-bold",
  "[&_address]:mt-4 [&_address]:border-l-4 [&_address]:border-primary-200 [&_address]:pl-4 [&_address]:not-italic",
  "[&_dl]:mt-4 [&_dl]:rounded-lg [&_dl]:border [&_dl]:border-line [&_dl]:bg-white [&_dl]:p-4 [&_dt]:mt-3 [&_dt]:font-bold [&_dt:first-child]:mt-0 [&_dd]:ml-0",
  "[&_code]:rounded [&_code]:bg-primary-50 [&_code]:px-1.5 [&_code]:text-base [&_code]:break-all",
].join(" ");

/** The document's table of contents and its numbered sections. Suspends until the text has loaded. */
export function DocumentBody({ slug }: { slug: DocumentSlug }) {
  const { sections } = use(loadDocumentContent(slug));

  // The text arrives after the first render, so the browser cannot jump to a #section on its own.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ behavior: "instant" });
  }, []);

  return (
    <>
      <nav
        aria-labelledby="document-contents"
        className="mt-8 rounded-xl border border-line bg-white p-5 sm:p-6"
      >
        <h2 id="document-contents" className="text-xl font-bold">
          On this page
        </h2>
        <ol className="mt-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center py-1 underline underline-offset-4"
              >
                {index + 1}. {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2 id={section.id} className="scroll-mt-28 text-2xl font-bold">
            {index + 1}. {section.heading}
          </h2>
          <div className={PROSE}>{section.body}</div>
        </section>
      ))}
    </>
  );
}
