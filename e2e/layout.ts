import { expect, type Locator, type Page } from "@playwright/test";

/** The whole value of a text input can be read: its text fits inside the box (nothing scrolled out of view). */
export async function expectWholeValueVisible(input: Locator) {
  const fit = await input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
    context.font = style.font;
    const spacing = Number.parseFloat(style.letterSpacing) || 0;
    const text = context.measureText(el.value).width + spacing * el.value.length;
    const room =
      el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { text: Math.ceil(text), room: Math.floor(room) };
  });
  expect(fit.text, `"${await input.inputValue()}" fits its input`).toBeLessThanOrEqual(fit.room);
}

/**
 * No sideways scroll: the page is no wider than the window (`scrollWidth <= innerWidth`, where innerWidth
 * is the screen's width: a phone's browser widens its layout viewport, and innerWidth with it, to a page
 * that is too wide, so there the screen's own width is the measure). When it scrolls, the message names
 * the elements reaching past the right edge.
 */
export async function expectNoSidewaysScroll(page: Page, path: string) {
  const screenWidth = page.viewportSize()?.width ?? 0;
  const { overflow, culprits } = await page.evaluate((screen) => {
    const width = Math.min(window.innerWidth, screen);
    /** Reaches past the right edge of the page itself, not only past a box of its own that scrolls or clips. */
    const spills = (el: Element) => {
      if (el.getBoundingClientRect().right <= width + 0.5) return false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible") return false;
      }
      return true;
    };
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const cls =
        typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).slice(0, 4).join(".")}` : "";
      return `${el.tagName.toLowerCase()}${id}${cls} (right ${Math.round(el.getBoundingClientRect().right)})`;
    };
    const all = Array.from(document.querySelectorAll("body *"));
    // Text running out of its own box counts too (a long word or number in a box that fits).
    const textSpills = (el: Element) =>
      el.scrollWidth > el.clientWidth + 1 &&
      getComputedStyle(el).overflowX === "visible" &&
      el.getBoundingClientRect().left + el.scrollWidth > width + 0.5;
    const spilling = all.filter((el) => spills(el) || textSpills(el));
    // The innermost ones name the cause; their ancestors only carry it.
    const wide = spilling.filter((el) => !spilling.some((o) => o !== el && el.contains(o))).map(describe);
    // Nothing spills by itself (an absolutely placed child escaping its box): name what reaches past.
    const named = wide.length
      ? wide
      : all
          .filter((el) => el.getBoundingClientRect().right > width + 0.5)
          .map((el) => `${describe(el)} in a box`);
    return { overflow: document.documentElement.scrollWidth - width, culprits: named.slice(0, 6) };
  }, screenWidth);
  expect
    .soft(overflow, `${path} scrolls sideways by ${overflow}px: ${culprits.join(", ")}`)
    .toBeLessThanOrEqual(0);
}

/**
 * The browser's default text size set to `size` (for example "150%") on every page this page opens from now
 * on, before the app's first paint, as a person's browser setting would have it (WCAG 1.4.4, issue 25).
 */
export async function useTextSize(page: Page, size: string): Promise<void> {
  await page.addInitScript((fontSize) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`html { font-size: ${fontSize} !important; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, size);
}
