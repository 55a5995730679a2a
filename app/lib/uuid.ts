const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CANONICAL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * An id from a path, a query or a form, checked before it reaches a query, so that a malformed one is a
 * plain "not found" rather than a database error. Either case, as Postgres's uuid type reads it.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** An id inside a value we made and signed ourselves: always lowercase, so any other form is not ours. */
export function isCanonicalUuid(value: string): boolean {
  return CANONICAL_UUID.test(value);
}
