// @vitest-environment jsdom
import { VISIT_PHOTO_MAX_BYTES, VISIT_REPORT_MESSAGES } from "@eldercare/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { photoReply, refuse, stubApi } from "../../../test/api-stub.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { useAdminCompanion } from "../api/use-admin-companion.ts";
import { COMPANION_TEXT } from "../lib/companion-text.ts";
import { companionFixture } from "./companion-fixture.ts";
import { CompanionPhoto } from "./companion-photo.tsx";

/** The photo section as the companion's page holds it: fed by admin/getcompanion/. */
function Section() {
  const companion = useAdminCompanion(41);
  return companion.data ? <CompanionPhoto companion={companion.data} /> : null;
}

const photoInput = () => screen.getByLabelText(COMPANION_TEXT.newPhotoLabel) as HTMLInputElement;
const jpeg = (bytes = 4096) => new File([new Uint8Array(bytes)], "anita.jpg", { type: "image/jpeg" });

describe("CompanionPhoto", () => {
  it("uploads a first photo and then shows it, fetched with the session", async () => {
    const api = stubApi({ adminGetCompanion: companionFixture() });
    const { user } = renderWithApp(<Section />);
    expect(await screen.findByText(COMPANION_TEXT.noPhoto)).toBeVisible();
    const upload = screen.getByRole("button", { name: COMPANION_TEXT.uploadPhoto });
    expect(upload).toBeDisabled();

    api.answer("adminUploadCompanionPhoto", () => {
      api.answer("adminGetCompanion", companionFixture({ has_photo: true }));
      return { bytes: 3000, Message: "Photo saved." };
    });
    api.answer("adminCompanionPhoto", photoReply());
    await user.upload(photoInput(), jpeg());
    await user.click(upload);

    const photo = await screen.findByRole("img", { name: COMPANION_TEXT.photoAlt("Anita Das") });
    expect(photo.getAttribute("src")).toMatch(/^blob:/);
    const [sent] = api.uploads("adminUploadCompanionPhoto");
    expect(sent?.companion_id).toBe("41");
    expect(sent?.photo).toMatchObject({ name: "anita.jpg" });
    expect(api.bodies("adminCompanionPhoto")).toEqual([{ companion_id: 41 }]);
    // The field is ready for another photo.
    expect(photoInput().files).toHaveLength(0);
    expect(screen.getByRole("button", { name: COMPANION_TEXT.uploadPhoto })).toBeDisabled();
  });

  it("refuses a photo over 5 MB or of another type before sending it", async () => {
    const api = stubApi({ adminGetCompanion: companionFixture() });
    renderWithApp(<Section />);
    await screen.findByText(COMPANION_TEXT.noPhoto);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(photoInput(), jpeg(VISIT_PHOTO_MAX_BYTES + 1));
    expect(await screen.findByText(VISIT_REPORT_MESSAGES.photoTooLarge)).toBeVisible();
    await user.upload(photoInput(), new File(["%PDF"], "cv.pdf", { type: "application/pdf" }));
    expect(await screen.findByText(VISIT_REPORT_MESSAGES.photoWrongType)).toBeVisible();
    expect(screen.getByRole("button", { name: COMPANION_TEXT.uploadPhoto })).toBeDisabled();
    expect(api.uploads("adminUploadCompanionPhoto")).toEqual([]);
  });

  it("shows the current photo, and the server's refusal of a new one", async () => {
    stubApi({
      adminGetCompanion: companionFixture({ has_photo: true }),
      adminCompanionPhoto: photoReply(),
      adminUploadCompanionPhoto: refuse(422, {
        Code: "BE001",
        Message: VISIT_REPORT_MESSAGES.photoUnreadable,
      }),
    });
    const { user } = renderWithApp(<Section />);
    expect(await screen.findByRole("img", { name: COMPANION_TEXT.photoAlt("Anita Das") })).toBeVisible();
    await user.upload(photoInput(), jpeg());
    await user.click(screen.getByRole("button", { name: COMPANION_TEXT.uploadPhoto }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(VISIT_REPORT_MESSAGES.photoUnreadable),
    );
  });
});
