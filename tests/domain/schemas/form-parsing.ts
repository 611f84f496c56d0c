import { parseWithZod } from "@conform-to/zod/v4";
import type * as z from "zod";

/** Field path -> messages, from a plain-object parse. Empty when the input is valid. */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const errors: Record<string, string[]> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** The messages for one field (first argument of the path). */
export function fieldErrors(schema: z.ZodType, input: unknown, field: string): string[] {
  return errorsOf(schema, input)[field] ?? [];
}

/** Parses like a route action does: FormData through Conform's zod 4 coercion. */
export function submitForm(schema: z.ZodType, fields: Record<string, string | string[] | File>) {
  const formData = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) formData.append(key, item);
    else formData.append(key, value);
  }
  const submission = parseWithZod(formData, { schema });
  return submission.status === "success"
    ? { ok: true as const, value: submission.value as Record<string, unknown>, errors: {} as Record<string, string[]> }
    : { ok: false as const, value: undefined, errors: (submission.reply().error ?? {}) as Record<string, string[]> };
}
