/**
 * Timestamps are stored as ISO 8601 UTC strings of fixed width (`2026-01-02T03:04:05.678Z`) in
 * both engines. Fixed width makes text order equal time order, so they index and sort the same
 * way on SQLite and PostgreSQL, and the API returns them unchanged.
 */
export function nowIso(): string {
  return new Date().toISOString();
}

/** Normalises any parseable timestamp to the stored form; null for an unparseable one. */
export function toIsoUtc(value: string): string | null {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
