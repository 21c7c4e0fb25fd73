import { ApiError } from "../../../lib/api-client.ts";

/**
 * Runs a console dialog's call: true when it is done, or refused because someone else changed the record
 * meanwhile (409: the list refreshes and shows it), so the dialog closes; false keeps it open.
 */
export async function settled(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    return error instanceof ApiError && error.status === 409;
  }
}
