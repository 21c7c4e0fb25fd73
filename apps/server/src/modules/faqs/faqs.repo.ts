import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domainData, faqs } from "../../db/schema/index.ts";

export function listPublishedFaqs(db: Db) {
  return db
    .select({
      faq_id: faqs.id,
      category: faqs.category,
      question: faqs.question,
      answer: faqs.answer,
      display_order: faqs.displayOrder,
    })
    .from(faqs)
    .where(eq(faqs.isActive, true))
    .orderBy(asc(faqs.category), asc(faqs.displayOrder), asc(faqs.id));
}

/** Category names in their configured order (domain data "faq_category"). */
export async function listFaqCategoryOrder(db: Db): Promise<string[]> {
  const rows = await db
    .select({ value: domainData.value })
    .from(domainData)
    .where(eq(domainData.domainType, "faq_category"))
    .orderBy(asc(domainData.displayOrder), asc(domainData.code));
  return rows.map((r) => r.value);
}
