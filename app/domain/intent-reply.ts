import type { SubmissionResult } from "@conform-to/react";
import type { FlashMessage } from "~/domain/flash-message";

/** What every dashboard action answers (server/intent-action.ts): which form, its result, a toast. */
export interface IntentReply {
  intent: string;
  ok: boolean;
  result: SubmissionResult<string[]>;
  notice: FlashMessage | null;
  /** Data a successful intent hands back (a created row's id, say). */
  payload?: unknown;
}

export function isIntentReply(value: unknown): value is IntentReply {
  return typeof value === "object" && value !== null && "intent" in value && "result" in value;
}

/** Whether a reply answers the submission of these values (fetchers shared by several rows). */
export function replyIsFor(reply: IntentReply, values: Record<string, string>): boolean {
  const submitted = reply.result.initialValue ?? {};
  return Object.entries(values).every(([name, value]) => submitted[name] === value);
}
