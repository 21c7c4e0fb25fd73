import { VISIT_PHOTO_MAX_BYTES, VISIT_REPORT_MESSAGES } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { PHOTO_ACCEPT, photoFileProblem } from "./photo-file.ts";

describe("photoFileProblem", () => {
  it("takes a JPEG, PNG or WebP up to 5 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp"]) {
      expect(photoFileProblem({ size: VISIT_PHOTO_MAX_BYTES, type })).toBeUndefined();
    }
    expect(PHOTO_ACCEPT).toBe("image/jpeg,image/png,image/webp");
  });

  it("refuses an empty file, another type, and one over 5 MB, in the contract's words", () => {
    expect(photoFileProblem({ size: 0, type: "image/jpeg" })).toBe(VISIT_REPORT_MESSAGES.photoEmpty);
    expect(photoFileProblem({ size: 10, type: "image/gif" })).toBe(VISIT_REPORT_MESSAGES.photoWrongType);
    expect(photoFileProblem({ size: 10, type: "" })).toBe(VISIT_REPORT_MESSAGES.photoWrongType);
    expect(photoFileProblem({ size: VISIT_PHOTO_MAX_BYTES + 1, type: "image/png" })).toBe(
      VISIT_REPORT_MESSAGES.photoTooLarge,
    );
  });
});
