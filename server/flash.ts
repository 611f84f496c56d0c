import { randomUUID } from "node:crypto";
import { createCookie, type AppLoadContext } from "react-router";
import type { FlashMessage } from "~/domain/flash-message";

const FLASH_SECONDS = 60;

function flashCookie(context: AppLoadContext) {
  const secret = context.auth.options.secret;
  if (!secret) throw new Error("The auth secret signs flash cookies and must be set");
  return createCookie("flash", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: FLASH_SECONDS,
    secure: context.config.appUrl.startsWith("https:"),
    secrets: [secret],
  });
}

/** The Set-Cookie value that shows this toast on the page the browser is redirected to. */
export async function flashHeader(context: AppLoadContext, message: Omit<FlashMessage, "id">): Promise<string> {
  return flashCookie(context).serialize({ ...message, id: randomUUID() } satisfies FlashMessage);
}

/** The pending toast, if any, and the Set-Cookie value that clears it once read. */
export async function takeFlash(
  request: Request,
  context: AppLoadContext,
): Promise<{ message: FlashMessage | null; clearCookie: string | null }> {
  const header = request.headers.get("cookie");
  if (!header?.includes("flash=")) return { message: null, clearCookie: null };
  const cookie = flashCookie(context);
  const value: unknown = await cookie.parse(header);
  const clearCookie = await cookie.serialize("", { maxAge: 0 });
  return { message: isFlashMessage(value) ? value : null, clearCookie };
}

function isFlashMessage(value: unknown): value is FlashMessage {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.id === "string" &&
    (candidate.kind === "success" || candidate.kind === "error") &&
    typeof candidate.title === "string"
  );
}

/** A toast an action answers with directly (no redirect), shown once by the page. */
export function notice(kind: FlashMessage["kind"], title: string, description?: string): FlashMessage {
  return { id: randomUUID(), kind, title, description };
}

/** Response headers carrying every given Set-Cookie value. */
export function cookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
