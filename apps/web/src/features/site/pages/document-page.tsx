import { LOAD_MESSAGES, UI_TEXT } from "@eldercare/contracts";
import { FileText, Mail } from "lucide-react";
import { Suspense } from "react";
import { Link, useParams } from "react-router";
import { Page } from "../../../components/ui/page.tsx";
import { CONTACT } from "../../../lib/brand.ts";
import { DocumentBody } from "../documents/document-body.tsx";
import {
  type DocumentSlug,
  documentPath,
  findDocument,
  KEY_DOCUMENTS,
  type LegalDocument,
  relatedDocuments,
} from "../documents/documents.ts";

const LINK_ROW = "inline-flex min-h-11 items-center gap-2 py-1 font-semibold underline underline-offset-4";

/** /documents/:slug: one legal document (spec §2 "Document pages"), or the not-found text for an unknown slug. */
export function DocumentPage() {
  const { slug } = useParams();
  const doc = findDocument(slug);
  if (!doc) {
    return (
      <Page title={UI_TEXT.documentNotFoundTitle} description={UI_TEXT.documentNotFoundBody}>
        <p>{UI_TEXT.documentNotFoundBody}</p>
        <p className="mt-8">
          <Link to="/" className="btn btn-primary">
            {UI_TEXT.goBackHome}
          </Link>
        </p>
      </Page>
    );
  }
  return (
    <>
      <Breadcrumb title={doc.title} />
      <Page title={doc.title} description={doc.description} lead={doc.description} width="prose">
        <p className="text-base text-muted">Last updated: {doc.lastUpdated}</p>
        <Suspense
          fallback={
            <p role="status" className="mt-8">
              {LOAD_MESSAGES.documentLoading}
            </p>
          }
        >
          <DocumentBody slug={doc.slug} />
        </Suspense>
        <DocumentHelp current={doc.slug} />
        <RelatedDocuments doc={doc} />
      </Page>
    </>
  );
}

/** Home › Documents › title. There is no documents index route, so "Documents" is plain text. */
function Breadcrumb({ title }: { title: string }) {
  return (
    // The negative bottom margin tucks the page's own top padding under the breadcrumb.
    <nav aria-label="Breadcrumb" className="page-frame -mb-6 pt-4 sm:-mb-10 sm:pt-6">
      <ol className="flex flex-wrap items-center gap-x-2 text-base">
        <li className="flex items-center gap-2">
          <Link to="/" className="inline-flex min-h-11 items-center underline underline-offset-4">
            Home
          </Link>
          <span aria-hidden="true">›</span>
        </li>
        <li className="flex items-center gap-2">
          <span className="text-muted">Documents</span>
          <span aria-hidden="true">›</span>
        </li>
        <li className="flex min-h-11 items-center">
          <span aria-current="page" className="font-semibold">
            {title}
          </span>
        </li>
      </ol>
    </nav>
  );
}

/** Contact support, plus the two documents every page points to (spec: links to privacy and terms). */
function DocumentHelp({ current }: { current: DocumentSlug }) {
  const keyDocuments = KEY_DOCUMENTS.map((slug) => findDocument(slug)!);
  return (
    <section
      aria-labelledby="document-help"
      className="mt-12 rounded-xl border border-line bg-primary-50 p-5 sm:p-6"
    >
      <h2 id="document-help" className="text-2xl font-bold">
        Questions about this document?
      </h2>
      <p className="mt-3">
        Our support team is happy to explain anything on this page. Write to us at{" "}
        <a
          href={`mailto:${CONTACT.supportEmail}`}
          className="break-words font-semibold underline underline-offset-4"
        >
          {CONTACT.supportEmail}
        </a>{" "}
        or call{" "}
        <a href={CONTACT.phoneHref} className="whitespace-nowrap font-semibold underline underline-offset-4">
          {CONTACT.phoneDisplay}
        </a>
        .
      </p>
      <p className="mt-4">
        <a href={`mailto:${CONTACT.supportEmail}`} className="btn btn-primary">
          <Mail aria-hidden="true" className="size-5" />
          Contact support
        </a>
      </p>
      <p className="mt-6 font-semibold">Our main policies:</p>
      <ul className="mt-1">
        {keyDocuments.map((other) => (
          <li key={other.slug}>
            <Link
              to={documentPath(other.slug)}
              aria-current={other.slug === current ? "page" : undefined}
              className={LINK_ROW}
            >
              {other.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RelatedDocuments({ doc }: { doc: LegalDocument }) {
  const related = relatedDocuments(doc);
  if (related.length === 0) return null;
  return (
    <nav aria-labelledby="related-documents" className="mt-12 border-t border-line pt-8">
      <h2 id="related-documents" className="text-2xl font-bold">
        Related documents
      </h2>
      <ul className="mt-3 grid gap-x-6 sm:grid-cols-2">
        {related.map((other) => (
          <li key={other.slug}>
            <Link to={documentPath(other.slug)} className={LINK_ROW}>
              <FileText aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
              {other.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
