const when = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
  timeStyle: "short",
});

/** The care team's notice of an erased account: no personal data, only the member number and what to do. */
export function erasureEmail(userId: number, planRunning: boolean, at: Date) {
  return {
    subject: `Member #${userId} erased their account${planRunning ? " (refund due)" : ""}`,
    body: [
      `Member #${userId} erased their account on ${when.format(at)} (India time), withdrawing their consent.`,
      "",
      "Their name, phone, email, address, ID document, loved ones, enquiries and questions have been deleted or",
      "anonymised, and every session ended. Payments and GST invoices are kept, as the law requires.",
      "",
      planRunning
        ? [
            "They had a plan running or paid for: a refund is due under the Cancellation and Refund Policy",
            "(a plan not yet started in full less administrative charges; a running plan pro rata less administrative",
            "charges of up to 20% of the fees), within 15 working days to the original payment method.",
            `Please process it from the payment records of member #${userId}.`,
          ].join("\n")
        : "They had no plan running or paid for: no refund is due.",
    ].join("\n"),
  };
}
