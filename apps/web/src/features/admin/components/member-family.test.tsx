// @vitest-environment jsdom
import { ADMIN_MEMBER_TEXT, type AdminMemberDetail } from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { FamilySection } from "./member-sections.tsx";

const detail: Pick<AdminMemberDetail, "family_circle" | "family_of" | "family_activity"> = {
  family_circle: [
    {
      membership_id: 4,
      name: "Meera Sen",
      phone: "+919830012345",
      email: "meera@example.com",
      role: "manager",
      status: "active",
      invited_at: "2026-12-01T04:30:00.000Z",
      expires_at: "2026-12-08T04:30:00.000Z",
      accepted_at: "2026-12-01T05:00:00.000Z",
      member_user_id: 31,
    },
    {
      membership_id: 5,
      name: "Arun Sen",
      phone: "+919830054321",
      email: "",
      role: "viewer",
      status: "expired",
      invited_at: "2026-11-01T04:30:00.000Z",
      expires_at: "2026-11-08T04:30:00.000Z",
      accepted_at: null,
      member_user_id: null,
    },
  ],
  family_of: [
    {
      membership_id: 9,
      payer_id: 12,
      payer_name: "Kavita Rao",
      role: "viewer",
      accepted_at: "2026-10-02T06:00:00.000Z",
    },
  ],
  family_activity: [
    {
      activity_id: 21,
      actor_user_id: 31,
      actor_name: "Meera Sen",
      action: "users/cancelbooking/",
      label: "Cancelled a visit",
      detail: { booking_id: 77 },
      at: "2026-12-02T05:00:00.000Z",
    },
    {
      activity_id: 20,
      actor_user_id: 31,
      actor_name: "Meera Sen",
      action: "users/servicebooking/",
      label: "Booked a visit",
      detail: { loved_one_id: 3, service_id: 2 },
      at: "2026-12-02T04:00:00.000Z",
    },
  ],
};

describe("the member page's Family circle", () => {
  it("shows whom the member invited, the families they belong to, and what circle members did", () => {
    renderWithApp(<FamilySection detail={detail} />);
    const section = screen.getByRole("region", { name: ADMIN_MEMBER_TEXT.sections.family });
    const [meera, arun, other, cancelled, bookedVisit] = within(section).getAllByRole("listitem");

    expect(meera).toHaveTextContent("RoleManager");
    expect(meera).toHaveTextContent("StatusActive");
    expect(meera).toHaveTextContent("Phone+91 98300 12345");
    expect(meera).toHaveTextContent("Joined");
    expect(within(meera as HTMLElement).getByRole("link", { name: "Meera Sen" })).toHaveAttribute(
      "href",
      "/admin/members/31",
    );
    // Not joined: no page to open, and when the link stopped working.
    expect(arun).toHaveTextContent("StatusInvitation expired");
    expect(arun).toHaveTextContent("Link ended");
    expect(arun).not.toHaveTextContent("Email");
    expect(within(arun as HTMLElement).queryByRole("link")).toBeNull();

    expect(within(section).getByRole("heading", { name: ADMIN_MEMBER_TEXT.sections.familyOf })).toBeVisible();
    expect(other).toHaveTextContent("Viewer in Kavita Rao's family, since 2 Oct 2026");
    expect(within(other as HTMLElement).getByRole("link", { name: "Kavita Rao" })).toHaveAttribute(
      "href",
      "/admin/members/12",
    );

    expect(cancelled).toHaveTextContent("Cancelled a visit");
    expect(cancelled).toHaveTextContent("ByMeera Sen");
    expect(cancelled).toHaveTextContent("AboutBooking #77");
    expect(bookedVisit).toHaveTextContent("Booked a visit");
    expect(bookedVisit).toHaveTextContent("AboutLoved one #3, Service #2");
  });

  it("opens the payer's page from the families the member belongs to", async () => {
    const { user, location } = renderWithApp(<FamilySection detail={detail} />, {
      path: "/admin/members/40",
    });
    await user.click(screen.getByRole("link", { name: "Kavita Rao" }));
    expect(location()).toBe("/admin/members/12");
  });

  it("says when no family members were invited", () => {
    renderWithApp(<FamilySection detail={{ family_circle: [], family_of: [], family_activity: [] }} />);
    expect(screen.getByText(ADMIN_MEMBER_TEXT.noFamily)).toBeVisible();
    expect(
      screen.queryByRole("heading", { name: ADMIN_MEMBER_TEXT.sections.familyActivity }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: ADMIN_MEMBER_TEXT.sections.familyOf })).toBeNull();
  });

  it("says when circle members have done nothing yet", () => {
    renderWithApp(<FamilySection detail={{ ...detail, family_activity: [] }} />);
    expect(screen.getByText(ADMIN_MEMBER_TEXT.noFamilyActivity)).toBeVisible();
  });
});
