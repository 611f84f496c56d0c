import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "react-router";
import type * as z from "zod";
import type { IntentReply } from "~/domain/intent-reply";
import { flashHeader, notice } from "./flash";
import { describeFailure } from "./failure-response";

export interface IntentSuccess {
  /** An action that ran but found a problem to report ('Site Issues Found') shows an error toast. */
  kind?: "success" | "error";
  title: string;
  description?: string;
  payload?: unknown;
  /** Leave the page for this path, with the toast carried by the flash cookie (a deleted record's page, a created one's). */
  redirectTo?: string;
}

export interface IntentHandler<S extends z.ZodType> {
  schema: S;
  /** The spec's failure toast title for this action ('Failed to create admin'). */
  failureTitle: string;
  run: (value: z.output<S>) => Promise<IntentSuccess>;
}

/** Builds a handler with its schema's output type carried into `run`. */
export function intent<S extends z.ZodType>(handler: IntentHandler<S>): IntentHandler<S> {
  return handler;
}

/**
 * The one way a dashboard action runs: several actions on a page are intents of one action.
 * Parses the form with the intent's domain schema, runs the service, and turns a typed service
 * error into its status, the form's field error and the spec's toast.
 */
export async function handleIntents(
  request: Request,
  context: AppLoadContext,
  handlers: Record<string, IntentHandler<z.ZodType>>,
) {
  const formData = await request.formData();
  const name = String(formData.get("intent") ?? "");
  const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
  if (!handler) throw data("Unknown action", { status: 400 });
  const submission = parseWithZod(formData, { schema: handler.schema });
  if (submission.status !== "success") {
    return data<IntentReply>({ intent: name, ok: false, result: submission.reply(), notice: null }, { status: 400 });
  }
  try {
    const success = await handler.run(submission.value);
    if (success.redirectTo) {
      const cookie = await flashHeader(context, { kind: "success", title: success.title, description: success.description });
      return redirect(success.redirectTo, { headers: { "Set-Cookie": cookie } });
    }
    return data<IntentReply>({
      intent: name,
      ok: true,
      result: submission.reply({ resetForm: true }),
      notice: notice(success.kind ?? "success", success.title, success.description),
      payload: success.payload,
    });
  } catch (error) {
    const failure = describeFailure(error);
    if (failure.status >= 500) context.logger.error({ err: error, intent: name }, "dashboard action failed");
    const result = failure.field
      ? submission.reply({ fieldErrors: { [failure.field]: [failure.message] } })
      : submission.reply({ formErrors: [failure.message] });
    return data<IntentReply>(
      { intent: name, ok: false, result, notice: notice("error", handler.failureTitle, failure.message) },
      { status: failure.status, headers: failure.headers },
    );
  }
}
