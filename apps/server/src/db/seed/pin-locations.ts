import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { pinLocations } from "../schema/index.ts";
import { PIN_LOCATIONS } from "./data/pin-locations.ts";

/*
 * Where each PIN code is (issue 45, decision 0088): the seed's data file, derived from India Post's All
 * India Pincode Directory (data/pin-locations.ts says from which copy, and under which licence), loaded
 * into `pin_locations`, the reference module's table every module may read.
 */

/** Rows per statement: three parameters each, well under PostgreSQL's 65,535 a statement. */
const ROWS_PER_STATEMENT = 5000;

export interface PinLocationRow {
  pincode: string;
  latitude: number;
  longitude: number;
}

/** The data file's lines ("700029 22.5141 88.3528") as rows. */
export function pinLocationRows(text: string = PIN_LOCATIONS): PinLocationRow[] {
  return text.split("\n").map((line) => {
    const [pincode = "", latitude = "", longitude = ""] = line.split(" ");
    return { pincode, latitude: Number(latitude), longitude: Number(longitude) };
  });
}

/**
 * Every PIN code of the file inserted, or moved to the file's point when it is elsewhere (a newer
 * directory): the file is the truth for where a PIN code is. Only the rows missing or elsewhere are written,
 * so a start with the same file reads the table once and writes nothing; two starts at once write the same
 * values (the upsert). A PIN code the file no longer has keeps its row: a visit's journey is better
 * estimated from an older point than not at all.
 */
export async function seedPinLocations(db: Db): Promise<void> {
  const stored = await db
    .select({ pincode: pinLocations.pincode, lat: pinLocations.latitude, lng: pinLocations.longitude })
    .from(pinLocations);
  const at = new Map(stored.map((r) => [r.pincode, r]));
  const changed = pinLocationRows().filter((r) => {
    const kept = at.get(r.pincode);
    return kept?.lat !== r.latitude || kept?.lng !== r.longitude;
  });
  if (changed.length === 0) return;
  await db.transaction(async (tx) => {
    for (let i = 0; i < changed.length; i += ROWS_PER_STATEMENT) {
      await tx
        .insert(pinLocations)
        .values(changed.slice(i, i + ROWS_PER_STATEMENT))
        .onConflictDoUpdate({
          target: pinLocations.pincode,
          set: { latitude: sql`excluded.latitude`, longitude: sql`excluded.longitude` },
          setWhere: sql`(${pinLocations.latitude}, ${pinLocations.longitude}) is distinct from (excluded.latitude, excluded.longitude)`,
        });
    }
  });
}
