import type { Page } from "@playwright/test";

declare global {
  interface Window {
    __glow?: Record<string, { on?: number; off?: number }>;
  }
}

/**
 * Records, inside the page, when each section starts and stops glowing (data-highlighted), so the
 * glow's length is measured by the page's own clock rather than by how often the test polls.
 * Call before the page loads.
 */
export async function recordGlow(page: Page) {
  await page.addInitScript(() => {
    window.__glow = {};
    const observer = new MutationObserver((mutations) => {
      for (const m of mutations) {
        const el = m.target as HTMLElement;
        if (m.attributeName !== "data-highlighted" || !el.id) continue;
        const glow = window.__glow ?? {};
        window.__glow = glow;
        const entry = glow[el.id] ?? {};
        glow[el.id] = entry;
        if (el.hasAttribute("data-highlighted")) entry.on = performance.now();
        else if (entry.on !== undefined) entry.off = performance.now();
      }
    });
    document.addEventListener("DOMContentLoaded", () =>
      observer.observe(document.body, {
        attributes: true,
        subtree: true,
        attributeFilter: ["data-highlighted"],
      }),
    );
  });
}

/** How long the section glowed, in ms (once it has stopped). */
export async function glowDuration(page: Page, id: string): Promise<number> {
  await page.waitForFunction((s) => window.__glow?.[s]?.off !== undefined, id);
  return page.evaluate((s) => {
    const g = window.__glow?.[s];
    const duration = (g?.off ?? 0) - (g?.on ?? 0);
    if (window.__glow) delete window.__glow[s];
    return duration;
  }, id);
}

/** When each of two sections started and stopped glowing, by the page's clock. */
export async function glowSpans(page: Page, firstId: string, secondId: string) {
  return page.evaluate(([a, b]) => ({ first: window.__glow?.[a] ?? {}, second: window.__glow?.[b] ?? {} }), [
    firstId,
    secondId,
  ] as const);
}
