import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const font of [null, "Liberation Sans"]) for (const width of [360, 390, 1265]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.goto("http://localhost:4173/plandetails");
  await page.waitForSelector("table");
  if (font) await page.addStyleTag({ content: `body{font-family:"${font}"}` });
  const r = await page.evaluate(() => [...document.querySelectorAll("table")].map(t => `${Math.round(t.getBoundingClientRect().width)}/${Math.round(t.parentElement.clientWidth)}`));
  const doc = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(font ?? "default", width, r.join(" "), "docWidth", doc);
  await page.close();
}
await browser.close();
