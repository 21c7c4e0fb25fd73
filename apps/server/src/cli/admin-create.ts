// npm run admin:create -- --name "Ops Desk" --phone 9830012345 --email ops@example.com
// Creates an administrator in the configured database (DATABASE_URL or ./data), applying migrations first.
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { databaseTarget, prepareDatabase } from "../db/setup.ts";
import { ensureAdministrator } from "./ensure-administrator.ts";

const { values } = parseArgs({
  options: { name: { type: "string" }, phone: { type: "string" }, email: { type: "string" } },
});
if (!values.phone || !values.email) {
  console.error(
    'Usage: npm run admin:create -- --phone 9830012345 --email ops@example.com [--name "Ops Desk"]',
  );
  process.exit(2);
}
const config = loadConfig();
const database = await prepareDatabase(databaseTarget(config));
try {
  const result = await ensureAdministrator(database.db, {
    name: values.name ?? "Administrator",
    phone: values.phone,
    email: values.email,
  });
  console.log(
    result === "created"
      ? `Administrator ${values.email} created.`
      : `Administrator ${values.email} already exists.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
