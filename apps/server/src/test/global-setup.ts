import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { seedDevRoster } from "../db/seed/dev-roster.ts";
import { prepareDatabase } from "../db/setup.ts";
import "./provided-context.ts";
import { TEST_ROSTER } from "./test-roster.ts";

/*
 * Once per test run (the server project's globalSetup): one migrated, seeded database with the tests'
 * roster, which every test file's fresh database is copied from instead of being built again (issue 40:
 * initdb, 42 migrations and the seeds took about 3 s a file on a 2-core machine; a copy takes about 1).
 * - PGlite: the data directory as a tarball in a temporary folder (test/harness.ts loads it).
 * - The PostgreSQL server (TEST_DATABASE_URL): a template database, `create database … template` per file.
 * Both are removed at the end of the run.
 */

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function pgliteTemplate(path: string): Promise<void> {
  const database = await prepareDatabase({ kind: "pglite", dataDir: "memory://" });
  try {
    await seedDevRoster(database.db, TEST_ROSTER);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    writeFileSync(path, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  } finally {
    await database.close();
  }
}

async function postgresTemplate(name: string): Promise<void> {
  await adminQuery(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  const database = await prepareDatabase({ kind: "postgres", url: url.toString() });
  try {
    await seedDevRoster(database.db, TEST_ROSTER);
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), "eldercare-test-"));
  const path = join(folder, "pglite-template.tar");
  const name = process.env.TEST_DATABASE_URL ? `eldercare_template_${randomBytes(6).toString("hex")}` : "";
  await Promise.all([pgliteTemplate(path), name ? postgresTemplate(name) : Promise.resolve()]);
  project.provide("pgliteTemplatePath", path);
  project.provide("postgresTemplate", name);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (name) await adminQuery(`drop database if exists ${name} with (force)`);
  };
}
