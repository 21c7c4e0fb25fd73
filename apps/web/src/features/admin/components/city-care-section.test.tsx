// @vitest-environment jsdom
import { type CityCare, CITY_CARE_TEXT as T } from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { CityCareSection } from "./city-care-section.tsx";

/** A city's figures of 14 Dec 2026 (or `as_of`). */
const city = (
  city_id: number,
  city_name: string,
  continuity: [number, number],
  arrivals: [number, number],
  as_of: string | null = "2026-12-14",
): CityCare => ({
  city_id,
  city_name,
  as_of,
  continuity: { two_or_fewer: continuity[0], families: continuity[1] },
  arrivals: { on_time: arrivals[0], checked_in: arrivals[1] },
});

const section = () => screen.getByRole("region", { name: T.heading });
const cityCard = (name: string) => within(section()).getByRole("region", { name });

describe("the dashboard's continuity and on-time arrivals per city (issue 45)", () => {
  it("shows each city's shares with the counts behind them, and the day they count up to", () => {
    renderWithApp(
      <CityCareSection
        cities={[city(1, "Chennai", [2, 3], [199, 200]), city(2, "Kolkata", [34, 40], [181, 200])]}
      />,
    );
    expect(within(section()).getByText(T.asOf("14 Dec 2026"))).toBeVisible();
    const kolkata = cityCard("Kolkata");
    expect(within(kolkata).getByText(T.continuityLabel).nextSibling).toHaveTextContent(
      "85% (34 of 40 families)",
    );
    expect(within(kolkata).getByText(T.onTimeLabel).nextSibling).toHaveTextContent("90% (181 of 200 visits)");
    // Rounded down: 199 of 200 is not yet everyone.
    expect(within(cityCard("Chennai")).getByText("99% (199 of 200 visits)")).toBeVisible();
    expect(within(cityCard("Chennai")).getByText("66% (2 of 3 families)")).toBeVisible();
  });

  it("says No visits yet rather than 0% for a city with nothing to count", () => {
    renderWithApp(
      <CityCareSection cities={[city(2, "Kolkata", [1, 1], [0, 0]), city(3, "Pune", [0, 0], [0, 0])]} />,
    );
    const pune = cityCard("Pune");
    expect(within(pune).getAllByText(T.noVisits)).toHaveLength(2);
    expect(within(pune).queryByText(/%/)).toBeNull();
    // Kolkata has families but no check-in in 30 days: that figure alone says so.
    const kolkata = cityCard("Kolkata");
    expect(within(kolkata).getByText("100% (1 of 1 family)")).toBeVisible();
    expect(within(kolkata).getByText(T.onTimeLabel).nextSibling).toHaveTextContent(T.noVisits);
  });

  it("names a city whose figures are of an older day, and says when none are worked out yet", () => {
    const { unmount } = renderWithApp(
      <CityCareSection
        cities={[city(1, "Chennai", [1, 1], [1, 1], "2026-12-12"), city(2, "Kolkata", [1, 1], [1, 1])]}
      />,
    );
    expect(within(cityCard("Chennai")).getByText(T.cityAsOf("12 Dec 2026"))).toBeVisible();
    expect(within(cityCard("Kolkata")).queryByText(/^as of/)).toBeNull();
    unmount();
    renderWithApp(<CityCareSection cities={[city(3, "Pune", [0, 0], [0, 0], null)]} />);
    expect(within(section()).getByText(T.notYet)).toBeVisible();
    expect(within(cityCard("Pune")).getAllByText(T.noVisits)).toHaveLength(2);
  });

  it("folds many cities without visits into one line an administrator can open", async () => {
    const quiet = ["Agra", "Ajmer", "Aligarh", "Amritsar"].map((name, i) =>
      city(10 + i, name, [0, 0], [0, 0]),
    );
    renderWithApp(<CityCareSection cities={[city(2, "Kolkata", [3, 4], [9, 10]), ...quiet]} />);
    expect(cityCard("Kolkata")).toBeVisible();
    expect(within(section()).queryByRole("region", { name: "Agra" })).toBeNull();
    const names = within(section()).getByText("Agra, Ajmer, Aligarh, Amritsar");
    expect(names).not.toBeVisible();
    await userEvent.click(within(section()).getByText(T.quietCities(4)));
    expect(names).toBeVisible();
  });

  it("shows nothing for a coordinator without cities", () => {
    renderWithApp(<CityCareSection cities={[]} />);
    expect(screen.queryByRole("region", { name: T.heading })).toBeNull();
  });
});
