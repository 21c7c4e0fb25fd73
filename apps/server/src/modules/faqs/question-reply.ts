import { BRAND_NAME, SIGN_OFF_LINES } from "../../lib/brand.ts";

/** A visitor's question as the reply quotes it, and how to reach them. */
export interface AskedQuestion {
  id: number;
  userName: string;
  email: string | null;
  phone: string | null;
  question: string;
}

/** Where the FAQ page is, as the reply links to it. */
const faqLink = (publicUrl: string) => `${publicUrl.replace(/\/+$/, "")}/faq`;

/**
 * The reply to a visitor whose question became an FAQ (issue 25): by email when they gave one (the
 * question, the answer and a link), else a short SMS with the link. Null when they left no way to reach
 * them (the contract requires one, so only an erased visitor's question).
 */
export function answeredReply(q: AskedQuestion, answer: string, publicUrl: string) {
  const link = faqLink(publicUrl);
  if (q.email) {
    return {
      channel: "email" as const,
      to: q.email,
      subject: `Your question to ${BRAND_NAME} has been answered`,
      body: [
        `Dear ${q.userName},`,
        "",
        "You asked us:",
        `  ${q.question}`,
        "",
        "Our answer:",
        answer,
        "",
        `You can read it, with our other answers, at ${link}.`,
        ...SIGN_OFF_LINES,
      ].join("\n"),
    };
  }
  if (q.phone) {
    return {
      channel: "sms" as const,
      to: `+91${q.phone}`,
      subject: "",
      body: `${BRAND_NAME}: we have answered your question. Read the answer at ${link}`,
    };
  }
  return null;
}
