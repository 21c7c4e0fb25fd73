// Renders the companion app's home-screen icons (issue 46) from apps/web/public/companion-icon.svg with
// Debian's Chromium: `node scripts/make-companion-icons.mjs`. The PNGs are committed; run it again only
// when the SVG changes. The heart sits inside the central 80% so a launcher's mask never cuts it.
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const dir = new URL("../apps/web/public/", import.meta.url);
const svg = readFileSync(new URL("companion-icon.svg", dir), "utf8");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: new URL(`companion-icon-${size}.png`, dir).pathname });
    await page.close();
  }
} finally {
  await browser.close();
}
