import { expect, type Locator } from "@playwright/test";

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
