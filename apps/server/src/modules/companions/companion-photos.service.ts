import { VISIT_REPORT_MESSAGES } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { CityScope } from "../../http/city-scope.ts";
import type { FileResult } from "../../http/route.ts";
import * as repo from "./companion-photos.repo.ts";
import { companionExists } from "./companions.repo.ts";

/**
 * A companion's photo as sent (admin/companionphoto/, and users/companionphoto/ once the visits module
 * has said the companion makes one of the member's visits): only ever to a session allowed to see it,
 * never at a public address. The team sets it through the companion admin service (audited).
 */
export function createCompanionPhotos(deps: { db: Db }) {
  async function photo(companionId: number): Promise<FileResult> {
    const found = await repo.findPhoto(deps.db, companionId);
    if (!found) throw new AppError("BE004", VISIT_REPORT_MESSAGES.noCompanionPhoto);
    return { body: found.image, contentType: "image/jpeg", filename: `companion-${companionId}.jpg` };
  }

  /**
   * The console's read (admin/companionphoto/): a coordinator's for a companion outside their cities finds
   * no photo, as for a missing companion (`cities` null: any companion).
   */
  async function consolePhoto(companionId: number, cities: CityScope): Promise<FileResult> {
    if (cities !== null && !(await companionExists(deps.db, companionId, cities))) {
      throw new AppError("BE004", VISIT_REPORT_MESSAGES.noCompanionPhoto);
    }
    return photo(companionId);
  }

  return { photo, consolePhoto };
}
export type CompanionPhotos = ReturnType<typeof createCompanionPhotos>;
