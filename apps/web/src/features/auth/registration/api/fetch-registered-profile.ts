import { apiCall } from "../../../../lib/api-client.ts";

/**
 * POST users/getprofiledata/ for the member who has just registered (spec §4: "After registration
 * succeeds, the profile is fetched with the returned user_id").
 *
 * Nothing is stored and every failure is swallowed: registration has already succeeded, the profile
 * page fetches its own copy when opened, and this endpoint may not exist on the server yet (a 404),
 * which must not turn a successful registration into an error for the person.
 */
export async function fetchRegisteredProfile(userId: number): Promise<void> {
  try {
    await apiCall("getProfile", { user_id: userId }, { toast: false });
  } catch {
    // Deliberately ignored; see above.
  }
}
