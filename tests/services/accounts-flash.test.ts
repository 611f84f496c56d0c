import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { flashHeader, takeFlash } from "#server/flash";

const context = {
  auth: { options: { secret: "flash-test-secret-flash-test-secret-0123" } },
  config: { appUrl: "https://condosites.sg" },
} as unknown as AppLoadContext;

function requestWith(cookie: string) {
  return new Request("https://condosites.sg/", { headers: { cookie } });
}

describe("flash toasts after a redirect", () => {
  it("a signed, short-lived, httpOnly cookie carries the toast to the next page, which clears it", async () => {
    const setCookie = await flashHeader(context, { kind: "success", title: "Welcome back!" });
    expect(setCookie).toMatch(/^flash=/);
    expect(setCookie).toMatch(/Max-Age=60/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    const { message, clearCookie } = await takeFlash(requestWith(setCookie.split(";")[0]), context);
    expect(message).toMatchObject({ kind: "success", title: "Welcome back!" });
    expect(message?.id).toMatch(/[0-9a-f-]{36}/);
    expect(clearCookie).toMatch(/Max-Age=0/);
  });

  it("a forged or altered cookie shows nothing", async () => {
    const setCookie = await flashHeader(context, { kind: "success", title: "Welcome back!" });
    const value = setCookie.split(";")[0].slice("flash=".length);
    const forged = Buffer.from(JSON.stringify({ id: "x", kind: "error", title: "Pay here" })).toString("base64");
    for (const cookie of [`flash=${forged}`, `flash=${value.slice(0, -2)}xx`]) {
      expect((await takeFlash(requestWith(cookie), context)).message).toBeNull();
    }
  });

  it("a request without the cookie costs nothing", async () => {
    expect(await takeFlash(requestWith("theme=light"), context)).toEqual({ message: null, clearCookie: null });
  });
});
