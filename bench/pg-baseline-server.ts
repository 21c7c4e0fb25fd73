// The baseline of the member-read scenario on PostgreSQL: the same SQL the app runs for
// POST /api/users/getinvoice/ (the session lookup of modules/auth/sessions.repo.ts findLiveSession, then
// modules/billing/invoices.repo.ts findInvoice), issued by the `pg` driver alone from a bare Fastify route,
// with the same pool size as the app and, like the app, as named prepared statements. No validation, no
// ORM, no hooks. Prints its URL when listening.
// Usage: pg-baseline-server.ts <database url> <session token hash>
import Fastify from "fastify";
import pg from "pg";

const [url = "", tokenHash = ""] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 10 });
const SESSION_SQL =
  'select "id", "token_hash", "user_id", "user_type", "created_at", "last_seen_at", "expires_at", "revoked_at" ' +
  'from "sessions" where ("sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > $2) limit $3';
const INVOICE_SQL =
  'select "id", "payment_id", "user_id", "financial_year", "invoice_no", "invoice_date", "total_paise", "document", "created_at" ' +
  'from "invoices" where "invoices"."id" = $1';
const errors = { Business_Errors: [], System_Errors: [], Warnings: [], Info: [] };

const app = Fastify({ logger: false });
app.post("/api/users/getinvoice/", async (request, reply) => {
  const body = request.body as { user_id: number; invoice_id: number };
  const session = (
    await pool.query({
      name: "sessions_find_live",
      text: SESSION_SQL,
      values: [tokenHash, new Date().toISOString(), 1],
    })
  ).rows[0];
  if (!session || session.user_id !== body.user_id)
    return reply.code(401).send({ Data: null, Errors: errors });
  const invoice = (await pool.query({ name: "invoices_find", text: INVOICE_SQL, values: [body.invoice_id] }))
    .rows[0];
  if (!invoice || invoice.user_id !== session.user_id)
    return reply.code(404).send({ Data: null, Errors: errors });
  return reply
    .type("application/json; charset=utf-8")
    .send(JSON.stringify({ Data: { ...invoice.document, invoice_id: invoice.id }, Errors: errors }));
});
const address = await app.listen({ host: "127.0.0.1", port: 0 });
console.log(`LISTENING ${address}`);
process.on("SIGTERM", () => void Promise.all([app.close(), pool.end()]).then(() => process.exit(0)));
