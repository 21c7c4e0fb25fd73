import { DOCUMENTS_LAST_UPDATED, UI_TEXT } from "@eldercare/contracts";
import { Link, useParams } from "react-router";
import { Page } from "../../../components/ui/page.tsx";
import { findDocument } from "../documents/documents.ts";

/** /documents/:slug. The documents' text arrives with the documents work; the frame and the not-found case are here. */
export function DocumentPage() {
  const { slug } = useParams();
  const doc = findDocument(slug);
  if (!doc) {
    return (
      <Page title={UI_TEXT.documentNotFoundTitle}>
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
    <Page title={doc.title}>
      <p>The full text of our {doc.title.toLowerCase()} will be published here.</p>
      <p className="mt-4 text-base text-muted">Last updated: {DOCUMENTS_LAST_UPDATED}</p>
    </Page>
  );
}
