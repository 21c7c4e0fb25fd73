// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { ReasonDialog } from "./reason-dialog.tsx";

const TITLE = "Decline this cancellation?";

/** A page as the console's are: it clears what it asked as it closes the dialog, so the title goes blank. */
function Asking() {
  const [asking, setAsking] = useState<string | null>(TITLE);
  return (
    <ReasonDialog
      open={asking !== null}
      title={asking ?? ""}
      summary={asking ? <p>Meera Iyer's plan continues as before.</p> : null}
      label="Why is it declined?"
      submitLabel="Decline request"
      required
      onClose={() => setAsking(null)}
      onSubmit={async () => true}
    />
  );
}

describe("ReasonDialog", () => {
  // A browser keeps a closing dialog on screen while its closing animation runs (Radix waits for
  // animationend). jsdom runs no animations and its computed styles are not live, so here a dialog whose
  // state is "closed" reads as running one, as it would in a browser with an exit animation.
  beforeEach(() => {
    const computed = window.getComputedStyle.bind(window);
    vi.stubGlobal("getComputedStyle", (element: Element, pseudo?: string | null) => {
      const style = computed(element, pseudo);
      return new Proxy(style, {
        get(target, key) {
          if (key !== "animationName") return Reflect.get(target, key);
          const closing =
            element.getAttribute("role") === "dialog" && element.getAttribute("data-state") === "closed";
          return closing ? "dialog-out" : "none";
        },
      });
    });
  });

  it("keeps its title while it closes, though the page has cleared it", async () => {
    const { user } = renderWithApp(<Asking />);
    const dialog = screen.getByRole("dialog", { name: TITLE });
    await user.click(within(dialog).getByRole("button", { name: "Go back" }));

    // Closing: still on screen, with the title it was opened with rather than a blank one.
    expect(dialog).toHaveAttribute("data-state", "closed");
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: TITLE })).toBeInTheDocument();

    // Once its animation ends, it goes (jsdom's events carry no animation name: it is given here).
    fireEvent(dialog, Object.assign(new Event("animationend"), { animationName: "dialog-out" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
