/**
 * The platform keeps one business time zone, Bogotá (UTC-5, no daylight saving). The server dates its records
 * in it ('YYYY-MM-DD HH:mm:ss') and the client shows and proposes dates in it, whatever the browser's zone.
 */
export const PLATFORM_TIME_ZONE = 'America/Bogota';

/** The platform's offset from UTC, for arithmetic on epoch milliseconds. */
export const PLATFORM_UTC_OFFSET_MS = -5 * 3_600_000;
