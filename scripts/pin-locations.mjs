// Writes where each PIN code is (issue 45, decision 0088): one point per PIN code of India, derived from
// India Post's All India Pincode Directory (a point per post office), into the seed's data file
// apps/server/src/db/seed/data/pin-locations.ts. Run with the directory as data.gov.in exports it (CSV,
// columns circlename … statename, latitude, longitude; any letter case):
//   node scripts/pin-locations.mjs <directory.csv> "<where and when it was taken from>"
// The directory's points are typed in by post offices and some are wrong (a Chennai office in the sea, a
// whole district a thousand kilometres away), so a point is a median and two checks leave out the worst.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const TARGET = fileURLToPath(
  new URL("../apps/server/src/db/seed/data/pin-locations.ts", import.meta.url),
);

/** India's box, as the pin_locations table's CHECK has it: a point outside is a typing error. */
const BOX = { latMin: 6, latMax: 38, lngMin: 68, lngMax: 98 };
/** An office this far from its district's middle is misplaced: 40 km, or five times the district's spread. */
const OFFICE_FLOOR_KM = 40;
const OFFICE_SPREAD_TIMES = 5;
/** A PIN code this far from the middle of its sorting district (its first three digits) is misplaced. */
const SORTING_DISTRICT_KM = 250;
/** Islands lie far across the sea from their sorting district's mainland offices (Lakshadweep's from Kochi). */
const ISLAND_STATES = new Set(["ANDAMAN AND NICOBAR ISLANDS", "LAKSHADWEEP"]);

/** Rows of a CSV text (RFC 4180: quoted fields, doubled quotes, commas and line breaks inside quotes). */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** A coordinate pair as typed, or null when blank, zero, not a number or outside India's box. */
export function pointOf(latText, lngText) {
  if (latText.trim() === "" || lngText.trim() === "") return null;
  const lat = Number(latText);
  const lng = Number(lngText);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (lat < BOX.latMin || lat > BOX.latMax || lng < BOX.lngMin || lng > BOX.lngMax) return null;
  return { lat, lng };
}

/** The directory's post offices: PIN code, whether it delivers, its district and state, its point. */
export function readDirectory(text) {
  const [header, ...rows] = parseCsv(text);
  const at = Object.fromEntries((header ?? []).map((name, i) => [name.trim().toLowerCase(), i]));
  for (const column of ["pincode", "delivery", "district", "statename", "latitude", "longitude"]) {
    if (at[column] === undefined) throw new Error(`the directory has no column "${column}"`);
  }
  return rows
    .filter((r) => r.length > 1)
    .map((r) => ({
      pincode: r[at.pincode].trim(),
      delivers: r[at.delivery].trim().toLowerCase() === "delivery",
      district: `${r[at.statename].trim()}|${r[at.district].trim()}`,
      state: r[at.statename].trim().toUpperCase(),
      point: pointOf(r[at.latitude], r[at.longitude]),
    }))
    .filter((o) => /^[1-9][0-9]{5}$/.test(o.pincode));
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
/** The middle of some points: the median latitude and the median longitude (one stray point moves it little). */
export const middleOf = (points) => ({
  lat: median(points.map((p) => p.lat)),
  lng: median(points.map((p) => p.lng)),
});

/** Great-circle distance in km (haversine; the mean Earth radius), as the server's travel estimate has it. */
export function km(a, b) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

function groupBy(items, key) {
  const groups = new Map();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * One point per PIN code: the middle (median) of its delivery offices' points, or of all its offices' when
 * none that delivers has one. First, an office far from its district's middle is left out (a point typed
 * wrong); last, a PIN code far from its sorting district's middle is left out (a whole district typed
 * wrong), islands apart. A PIN code left without a point has no location: its journeys are unknown.
 */
export function pinPoints(offices) {
  const placed = offices.filter((o) => o.point);
  const misplaced = new Set();
  for (const group of groupBy(placed, (o) => o.district).values()) {
    const middle = middleOf(group.map((o) => o.point));
    const spread = median(group.map((o) => km(o.point, middle)));
    const limit = Math.max(OFFICE_FLOOR_KM, OFFICE_SPREAD_TIMES * spread);
    for (const o of group) if (km(o.point, middle) > limit) misplaced.add(o);
  }
  const kept = placed.filter((o) => !misplaced.has(o));
  const byPin = new Map();
  for (const [pincode, group] of groupBy(kept, (o) => o.pincode)) {
    const delivering = group.filter((o) => o.delivers);
    byPin.set(pincode, {
      point: middleOf((delivering.length > 0 ? delivering : group).map((o) => o.point)),
      island: group.every((o) => ISLAND_STATES.has(o.state)),
      delivering: delivering.length > 0,
    });
  }
  const farOff = new Set();
  for (const group of groupBy([...byPin], ([pincode]) => pincode.slice(0, 3)).values()) {
    const middle = middleOf(group.map(([, p]) => p.point));
    for (const [pincode, p] of group) {
      if (!p.island && km(p.point, middle) > SORTING_DISTRICT_KM) farOff.add(pincode);
    }
  }
  const points = new Map();
  for (const [pincode, p] of [...byPin].sort(([a], [b]) => a.localeCompare(b))) {
    if (!farOff.has(pincode)) points.set(pincode, p.point);
  }
  const pins = new Set(offices.map((o) => o.pincode));
  return {
    points,
    counts: {
      offices: offices.length,
      offices_with_points: placed.length,
      offices_misplaced: misplaced.size,
      pincodes: pins.size,
      from_non_delivery: [...byPin].filter(([pin, p]) => !p.delivering && !farOff.has(pin)).length,
      pincodes_misplaced: farOff.size,
      pincodes_located: points.size,
    },
  };
}

/** Degrees to four decimals (about 11 m), without trailing zeros. */
const round = (degrees) => String(Number(degrees.toFixed(4)));

/** Words wrapped into comment lines of at most `width` characters. */
function commentLines(text, width = 108) {
  const lines = [];
  let line = " *";
  for (const word of text.split(/\s+/)) {
    if (line.length + 1 + word.length > width && line !== " *") {
      lines.push(line);
      line = " *";
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

/** The seed's data file: where it comes from, under what licence, and one "PIN lat lng" line per PIN code. */
export function pinLocationsSource({ points, counts }, source) {
  const lines = [...points].map(([pincode, p]) => `${pincode} ${round(p.lat)} ${round(p.lng)}`);
  const about = [
    "Where each PIN code of India is: the middle of its delivery post offices in India Post's All India",
    "Pincode Directory (Department of Posts, Ministry of Communications, Government of India), published on",
    "the Open Government Data Platform India,",
    "https://www.data.gov.in/resource/all-india-pincode-directory-till-last-month, under the Government Open",
    "Data Licence – India (https://www.data.gov.in/Godl), which allows use and adapted works, commercial",
    "too, with this attribution. This file is such an adapted work: one point per PIN code, offices typed",
    "far from their district and PIN codes far from their sorting district left out",
    "(scripts/pin-locations.mjs, decision 0088).",
  ].join(" ");
  const tally =
    `${counts.offices} post offices, ${counts.offices_with_points} with a point in India, ` +
    `${counts.offices_misplaced} of them left out as misplaced; ${counts.pincodes} PIN codes, ` +
    `${counts.pincodes_located} located (${counts.from_non_delivery} from offices that do not deliver, ` +
    `none of theirs delivering), ${counts.pincodes_misplaced} left out as misplaced, the rest without a point.`;
  return [
    "// Generated by scripts/pin-locations.mjs: do not edit (decision 0088 says how to make it again).",
    "",
    "/**",
    ...commentLines(about),
    ...commentLines(`Source: ${source}`),
    ...commentLines(tally),
    " */",
    "",
    "/** One line per PIN code: the code, latitude and longitude in degrees (four decimals, about 11 m). */",
    `export const PIN_LOCATIONS = \`${lines.join("\n")}\`;`,
    "",
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, source] = process.argv.slice(2);
  if (!file || !source) {
    console.error(
      'usage: node scripts/pin-locations.mjs <directory.csv> "<where and when it was taken from>"',
    );
    process.exit(2);
  }
  const derived = pinPoints(readDirectory(readFileSync(file, "utf8")));
  writeFileSync(TARGET, pinLocationsSource(derived, source));
  console.log(derived.counts);
}
