/** A row id as the database makes them: a UUID. */
export const RECORD_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from a URL or a form can be a row id, before it reaches a query. */
export function isRecordId(value: string): boolean {
  return RECORD_ID_PATTERN.test(value);
}
