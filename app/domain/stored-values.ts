/**
 * A schema's output as a stored row holds it: a field the form may leave out is a nullable
 * column, so `undefined` reads back as `null`. The read models build on it, so a field added to a
 * schema reaches the services and the screens that read the row back.
 */
export type StoredValues<T> = { [K in keyof T]-?: undefined extends T[K] ? Exclude<T[K], undefined> | null : T[K] };
