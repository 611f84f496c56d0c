import { expect, type Page } from "@playwright/test";
import { SITES } from "./public-pages";

export const DEMO_PASSWORD = "Demo#2026!";

export type DemoRole = "master" | "admin1ic" | "admin2ic" | "leader" | "agent";

/** The README's demo accounts and where each signs in: administrators on the main domain, realtors on their own site. */
export const DEMO_ACCOUNTS: Record<DemoRole, { email: string; origin: string }> = {
  master: { email: "master@demo.sg", origin: SITES.master },
  admin1ic: { email: "admin1@demo.sg", origin: SITES.master },
  admin2ic: { email: "admin2@demo.sg", origin: SITES.master },
  leader: { email: "leader@demo.sg", origin: SITES.leader },
  agent: { email: "agent@demo.sg", origin: SITES.agent },
};

/** Fills a sign-in form (on /auth or the Sign In tab of /auth-admin) and submits it. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/**
 * Signs a demo account in where the spec places it and waits until it is signed in:
 * administrators at /auth-admin (landing on their dashboard), realtors at /auth on their own
 * site (landing on its home page). The session cookie belongs to that host only.
 */
export async function signIn(page: Page, role: DemoRole): Promise<void> {
  const { email, origin } = DEMO_ACCOUNTS[role];
  const admin = origin === SITES.master;
  await page.goto(`${origin}${admin ? "/auth-admin" : "/auth"}`);
  await submitSignIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(admin ? `${origin}/dashboard/${role}` : `${origin}/`);
  // The account menu exists in the header once the page knows the user (hidden behind the phone menu on narrow screens).
  await expect(page.locator('[aria-label^="Account menu for"]')).toBeAttached();
  await dismissToast(page, "Welcome back!");
}

/** Closes a visible toast, which sits over the top of the header for a few seconds. */
export async function dismissToast(page: Page, title: string) {
  const toast = page.locator("[data-toast]").filter({ hasText: title });
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: "Close toast" }).click();
  await expect(toast).toHaveCount(0);
}
