/*
 * How long a companion takes from one visit to the next (issue 45, decision 0088): the straight line between
 * the two PIN codes' points, lengthened to a road's length, at the city's speed. An estimate for rules and
 * suggestions, not a route: it errs long rather than short (the detour factor below).
 */

/** A place on the map, in degrees. */
export interface Point {
  lat: number;
  lng: number;
}

/** The Earth's mean radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;

/**
 * How much longer a road journey is than the straight line ("circuity"). Measured ratios in cities run
 * from about 1.2 (Newell 1980; O'Sullivan 1996: 1.21–1.23) to about 1.4 nationally (Ballou, Rahardja and
 * Sakai 2002); 1.3 is the factor commonly used between them, on the long side of a city's grid.
 */
export const ROAD_DETOUR_FACTOR = 1.3;

/** The great-circle ("as the crow flies") distance between two points, in km (haversine formula). */
export function greatCircleKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Minutes from one point to another at `kmph` (the city's door-to-door speed), the road taken as the
 * straight line times the detour factor, rounded up to a whole minute. Null when either point is unknown
 * (a PIN code without a location): the journey is then unknown, never taken as none.
 */
export function travelMinutes(
  from: Point | null | undefined,
  to: Point | null | undefined,
  kmph: number,
): number | null {
  if (!from || !to || !(kmph > 0)) return null;
  return Math.ceil(((greatCircleKm(from, to) * ROAD_DETOUR_FACTOR) / kmph) * 60);
}
