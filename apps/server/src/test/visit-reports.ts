import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect } from "vitest";
import { authed, type Member } from "./billing.ts";
import { NOW, query, YEAR } from "./booking-changes.ts";
import { book, bookingBody, fixedClock, serviceId, subscribedFamily } from "./bookings.ts";
import { loginCompanion } from "./companion-session.ts";
import { type TestApp, type TestDbKind, useTestApp } from "./harness.ts";
import { loginNewAdmin } from "./identity.ts";

/*
 * After the visit (issue 26, decision 0046): helpers for the tests of the photo, the report, the rating
 * and the companion's photo. A visit is booked, confirmed with SQL (as the team's confirmation would),
 * checked in and out through the companion's app, then reported.
 */

/** A file part of a multipart form. */
export interface FilePart {
  field?: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body: text fields, then files. */
export function multipart(fields: Record<string, string | number>, files: FilePart[]) {
  const boundary = `----eldercare${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? "photo"}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Posts a multipart form to an upload route; the reply's status and envelope. */
export async function postForm(
  t: TestApp,
  path: string,
  token: string | null,
  fields: Record<string, string | number>,
  files: FilePart[],
) {
  const form = multipart(fields, files);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/${path}`,
    headers: { ...form.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** A camera's photo: a JPEG with a camera make and model and a GPS position in its EXIF. */
export async function jpegWithGps(width = 2400, height = 1800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Camera 12", Copyright: "Kamala's family" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "22/1 31/1 7/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "88/1 21/1 50/1",
      },
    })
    .toBuffer();
}

export const pngPhoto = () =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: "#3366cc" } })
    .png()
    .toBuffer();
export const webpPhoto = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#33cc66" } })
    .webp()
    .toBuffer();

/** Files that must never be kept as a photo. */
export const NOT_PHOTOS = {
  pdfNamedJpg: {
    filename: "photo.jpg",
    type: "image/jpeg",
    data: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  },
  svg: {
    filename: "photo.svg",
    type: "image/svg+xml",
    data: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    ),
  },
  empty: { filename: "photo.jpg", type: "image/jpeg", data: Buffer.alloc(0) },
  // JPEG's first bytes, then nothing a decoder can read.
  brokenJpeg: {
    filename: "photo.jpg",
    type: "image/jpeg",
    data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]),
  },
  // Six megabytes that start like a JPEG: refused for its size, before anything looks at its content.
  sixMegabytes: {
    filename: "photo.jpg",
    type: "image/jpeg",
    data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024, 1)]),
  },
} satisfies Record<string, FilePart>;

export const REPORT = {
  tasks: ["conversation", "walk", "medicine_reminder"],
  mood: 4,
  concern: false,
  family_note: "Kamala enjoyed the walk to the park and asked after her grandson.",
};

/** A confirmed visit at 09:00 India time on `date` for a new family, and its companion's session. */
export async function confirmedVisit(
  t: TestApp,
  set: (iso: string) => void,
  opts: { date: string; service: number; sessions: Map<string, string>; now: string },
) {
  set(opts.now);
  const f = await subscribedFamily(t, YEAR);
  const res = await book(
    t,
    f.member,
    bookingBody(f.lovedOnes[0] as number, opts.service, { visit_date: opts.date }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const bookingId = res.body.Data.booking.booking_id as number;
  await t.database.db.execute(sql`update bookings set status = 'confirmed' where id = ${bookingId}`);
  const [held] = await query<{ phone: string; name: string; companion_id: number }>(
    t,
    sql`select u.phone, u.user_name as name, c.id as companion_id from bookings b
        join companions c on c.id = b.companion_id join users u on u.id = c.user_id where b.id = ${bookingId}`,
  );
  if (!held) throw new Error("the booking holds no companion");
  const phone = held.phone.replace(/^\+91/, "");
  const token = opts.sessions.get(phone) ?? (await loginCompanion(t, phone)).token;
  opts.sessions.set(phone, token);
  return {
    ...f,
    bookingId,
    token,
    companionId: held.companion_id,
    companionName: held.name,
    firstName: held.name.split(" ")[0] ?? "",
  };
}
export type ConfirmedVisit = Awaited<ReturnType<typeof confirmedVisit>>;

/** The day of the visit the tests book unless they name another. */
export const VISIT_DAY = "2026-12-15";

/**
 * The app of a visits test on `kind`'s database (call inside describe.each(TEST_DATABASES)): its clock
 * (at NOW), a logged-in team member's token (`admin()`, read once the app is up), and `visit(date)`, a
 * confirmed visit of the Companionship Visit whose companion logs in once and keeps their session, as on
 * their phone.
 */
export function useVisitTestApp(kind: TestDbKind) {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  const sessions = new Map<string, string>();
  let companionService: number;
  let adminToken: string;

  beforeAll(async () => {
    companionService = await serviceId(t, "GEN-COMPANION");
    adminToken = (await loginNewAdmin(t)).token;
  });

  return {
    t,
    clock,
    admin: () => adminToken,
    visit: (date = VISIT_DAY) =>
      confirmedVisit(t, clock.set, { date, service: companionService, sessions, now: NOW }),
  };
}

/** A companion's call (JSON). */
export const companionCall = (t: TestApp, path: string, token: string | null, payload: object) =>
  t.call({
    method: "POST",
    url: `/api/companion/${path}/`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });

/** A member's call without user_id (the visit report routes take only booking_id). */
export const userCall = (t: TestApp, m: Member, path: string, payload: object) =>
  t.call({ method: "POST", url: `/api/users/${path}/`, headers: authed(m), payload });

/** A file route's raw reply (a photo, or the envelope of its refusal). */
export async function fileCall(t: TestApp, path: string, token: string | null, payload: object) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });
  return res;
}

/** Checks in (08:30 India time on the day) and out (11:10) of a visit at 09:00 on `date`. */
export async function checkInAndOut(
  t: TestApp,
  set: (iso: string) => void,
  v: { bookingId: number; token: string },
  date: string,
) {
  set(`${date}T03:00:00Z`);
  const inRes = await companionCall(t, "checkin", v.token, { booking_id: v.bookingId });
  expect(inRes.status, JSON.stringify(inRes.body)).toBe(200);
  set(`${date}T05:40:00Z`);
  const outRes = await companionCall(t, "checkout", v.token, { booking_id: v.bookingId });
  expect(outRes.status, JSON.stringify(outRes.body)).toBe(200);
}

/** Rows a table holds for a booking (to prove what was, or was not, kept). */
export async function countFor(t: TestApp, table: string, bookingId: number): Promise<number> {
  const [row] = await query<{ n: number }>(
    t,
    sql.raw(`select count(*)::int as n from "${table}" where booking_id = ${Number(bookingId)}`),
  );
  return row?.n ?? 0;
}
