import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailText } from "./email-text.tsx";

describe("EmailText", () => {
  it("offers line breaks only before the @ and the dots, and none inside a word", () => {
    const html = renderToStaticMarkup(<EmailText email="meera.iyer@seniorcare.example" />);
    expect(html).toBe(
      '<span class="[overflow-wrap:break-word]">meera<wbr/>.iyer<wbr/>@seniorcare<wbr/>.example</span>',
    );
  });

  it("reads as the address itself: the break hints add no characters", () => {
    const html = renderToStaticMarkup(<EmailText email="a@b.in" />);
    expect(html.replace(/<[^>]+>/g, "")).toBe("a@b.in");
  });
});
