/** What the server tests' global setup (global-setup.ts) hands every test file (vitest's inject). */
declare module "vitest" {
  export interface ProvidedContext {
    /** The PGlite template's tarball. */
    pgliteTemplatePath: string;
    /** The PostgreSQL template database's name; "" without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

export {};
