import { describe, expect, it } from "vitest";
import { companionPrecache, type ManifestChunk } from "./companion-precache.ts";

/** A build manifest shaped as Vite writes it: the entry lazily imports every page. */
const manifest: Record<string, ManifestChunk> = {
  "index.html": {
    file: "assets/index-1.js",
    src: "index.html",
    isEntry: true,
    imports: ["_react-1.js"],
    css: ["assets/index-1.css"],
    dynamicImports: [
      "src/app/companion-layout.tsx",
      "src/features/auth/pages/companion-login-page.tsx",
      "src/features/companion/pages/companion-visits-page.tsx",
      "src/features/companion/pages/visit-report-page.tsx",
      "src/app/toaster.tsx",
      "_api-client-1.js",
      "../../node_modules/sonner/dist/index.mjs",
      "src/features/admin/pages/admin-bookings-page.tsx",
      "src/features/profile/pages/profile-page.tsx",
    ],
  },
  "_react-1.js": { file: "assets/react-1.js", name: "react" },
  "_api-client-1.js": { file: "assets/api-client-1.js", name: "api-client" },
  "../../node_modules/sonner/dist/index.mjs": { file: "assets/sonner-1.js", src: "x" },
  "src/app/toaster.tsx": { file: "assets/toaster-1.js", src: "src/app/toaster.tsx" },
  "src/app/companion-layout.tsx": {
    file: "assets/companion-layout-1.js",
    src: "src/app/companion-layout.tsx",
    imports: ["index.html", "_companion-i18n-1.js"],
  },
  "_companion-i18n-1.js": {
    file: "assets/companion-i18n-1.js",
    name: "companion-i18n",
    dynamicImports: ["../../packages/contracts/src/i18n/companion/hi.ts"],
  },
  "../../packages/contracts/src/i18n/companion/hi.ts": {
    file: "assets/hi-1.js",
    src: "../../packages/contracts/src/i18n/companion/hi.ts",
    css: ["assets/hi-1.css"],
    assets: ["assets/noto-sans-devanagari-1.woff2"],
  },
  "src/features/auth/pages/companion-login-page.tsx": {
    file: "assets/companion-login-page-1.js",
    src: "src/features/auth/pages/companion-login-page.tsx",
    imports: ["index.html"],
  },
  "src/features/companion/pages/companion-visits-page.tsx": {
    file: "assets/companion-visits-page-1.js",
    src: "src/features/companion/pages/companion-visits-page.tsx",
    imports: ["index.html", "_api-client-1.js"],
  },
  "src/features/companion/pages/visit-report-page.tsx": {
    file: "assets/visit-report-page-1.js",
    src: "src/features/companion/pages/visit-report-page.tsx",
  },
  "src/features/admin/pages/admin-bookings-page.tsx": {
    file: "assets/admin-bookings-page-1.js",
    src: "src/features/admin/pages/admin-bookings-page.tsx",
  },
  "src/features/profile/pages/profile-page.tsx": {
    file: "assets/profile-page-1.js",
    src: "src/features/profile/pages/profile-page.tsx",
  },
};

describe("companionPrecache", () => {
  it("keeps the entry, the companion's pages with what they load later, fonts included, and no other page", () => {
    const files = [...companionPrecache(manifest)].sort();
    expect(files).toEqual(
      [
        "assets/index-1.js",
        "assets/index-1.css",
        "assets/react-1.js",
        "assets/api-client-1.js",
        "assets/sonner-1.js",
        "assets/toaster-1.js",
        "assets/companion-layout-1.js",
        "assets/companion-i18n-1.js",
        "assets/hi-1.js",
        "assets/hi-1.css",
        "assets/noto-sans-devanagari-1.woff2",
        "assets/companion-login-page-1.js",
        "assets/companion-visits-page-1.js",
        "assets/visit-report-page-1.js",
      ].sort(),
    );
  });

  it("fails the build when a page of the companion's app is missing from the manifest", () => {
    const { "src/features/companion/pages/visit-report-page.tsx": _gone, ...rest } = manifest;
    expect(() => companionPrecache(rest)).toThrow(/visit-report-page/);
  });
});
