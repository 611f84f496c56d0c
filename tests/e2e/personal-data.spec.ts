import { expect, test, type Browser, type Page } from "@playwright/test";
import { gunzipSync } from "node:zlib";
import { acceptInvite, openMail } from "./support/mailbox";
import { LISTED_PROJECT, SITES, expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./support/public-pages";
import { DEMO_PASSWORD, dismissToast, signIn, submitSignIn } from "./support/sign-in";

const port = Number(process.env.E2E_PORT ?? 3100);
const SCREEN = `${SITES.master}/dashboard/realtor-management`;
const PASSWORD = "Orchard#Road26";

interface NewAgent {
  fullName: string;
  email: string;
  cea: string;
  host: string;
  leader?: string;
}

const siteOf = (agent: NewAgent) => `http://${agent.host}:${port}`;

/** The list row of one realtor (by the name in its first cell). */
function row(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.locator('td[data-label="Name"]', { hasText: name }) });
}

/**
 * Each test adds the agent it works on, in Meridian Property Group, so no other spec's realtor,
 * site or inbox changes: the demo data is shared by every spec of the run.
 */
async function addAgent(master: Page, agent: NewAgent) {
  await master.goto(`${SCREEN}/add-agent`);
  await master.getByLabel("Full name").fill(agent.fullName);
  await master.getByLabel("Email").fill(agent.email);
  await master.getByLabel("CEA number").fill(agent.cea);
  await master.getByLabel("Agency").selectOption({ label: "Meridian Property Group" });
  await master.getByLabel("Website URL").fill(agent.host);
  if (agent.leader) await master.getByLabel("Reports to (optional)").selectOption({ label: agent.leader });
  await master.getByRole("button", { name: "Add Agent" }).click();
  await expect(master).toHaveURL(SCREEN);
  await dismissToast(master, "Realtor created successfully");
}

async function pageAt(browser: Browser, width: number): Promise<Page> {
  return (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
}

/**
 * The answer to a GET from inside the page, with its cookies: the test runner cannot resolve a
 * realtor's *.localhost host, the browser maps it to this machine.
 */
async function fetchIn(page: Page, href: string) {
  const answer = await page.evaluate(async (url) => {
    const response = await fetch(url, { redirect: "manual" });
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      disposition: response.headers.get("content-disposition"),
      bytes: Array.from(new Uint8Array(await response.arrayBuffer())),
    };
  }, href);
  return { ...answer, body: Buffer.from(answer.bytes) };
}

/** The names of the files in a tar archive. */
function tarNames(tar: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; at + 512 <= tar.length; ) {
    const name = tar.subarray(at, at + 100).toString("utf8").replace(/\0.*$/s, "");
    if (!name) break;
    names.push(name);
    const size = parseInt(tar.subarray(at + 124, at + 136).toString("latin1").replace(/\0.*$/s, "").trim(), 8);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

test.describe("a realtor's data on request (PDPA, issue 37 item 5)", () => {
  // Several browsers, sign-ins and a background job per flow.
  test.describe.configure({ timeout: 120_000 });

  const exporters: Record<number, NewAgent> = {
    1280: { fullName: "Hana Wong", email: "hana.wong@example.sg", cea: "R900731", host: "hanawong.localhost" },
    390: { fullName: "Iris Low", email: "iris.low@example.sg", cea: "R900732", host: "irislow.localhost" },
  };
  const erased: Record<number, NewAgent & { buyer: string }> = {
    1280: { fullName: "Owen Teo", email: "owen.teo@example.sg", cea: "R900741", host: "owenteo.localhost", leader: "Siti Rahman", buyer: "Lena Tham" },
    390: { fullName: "Ravi Das", email: "ravi.das@example.sg", cea: "R900742", host: "ravidas.localhost", leader: "Siti Rahman", buyer: "Kai Sim" },
  };

  for (const width of [1280, 390]) {
    test(`at ${width} px a realtor asks for their data, a job builds it, the mail's link downloads the tar.gz`, async ({ page, browser }) => {
      const agent = exporters[width];
      await signIn(page, "master");
      await addAgent(page, agent);

      const realtor = await pageAt(browser, width);
      await acceptInvite(realtor, agent.email, PASSWORD);
      await realtor.goto(`${siteOf(agent)}/auth`);
      await submitSignIn(realtor, agent.email, PASSWORD);
      await expect(realtor).toHaveURL(`${siteOf(agent)}/`);
      await realtor.goto(`${siteOf(agent)}/dashboard/agent/profile`);
      const card = realtor.getByRole("region", { name: "Your data" });
      await card.getByRole("button", { name: "Download my data" }).click();
      await expect(realtor.locator("[data-toast]").filter({ hasText: "Export requested" })).toContainText("We are preparing your archive and will email you when it is ready.");
      // The card follows the job until the archive is ready.
      await expect(card.getByRole("status")).toContainText("Ready to download", { timeout: 30_000 });
      await expectNoSeriousAxeViolations(realtor);
      if (width === 390) await expectNoHorizontalScroll(realtor);

      const mail = await openMail(realtor, agent.email, "Your data archive is ready");
      const link = await mail.getByRole("link", { name: /\/dashboard\/my-data\// }).getAttribute("href");
      await mail.page().context().close();
      // On the realtor's own site, where they are signed in.
      expect(link).toMatch(new RegExp(`^http://${agent.host.replace(".", "\\.")}:${port}/dashboard/my-data/[\\w-]+$`));

      const answer = await fetchIn(realtor, link!);
      expect(answer.status).toBe(200);
      expect(answer.type).toBe("application/gzip");
      expect(answer.disposition).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.tar\.gz"$/);
      const tar = gunzipSync(answer.body);
      expect(tarNames(tar).sort()).toEqual(["my-data/audit.json", "my-data/branding.json", "my-data/enquiries.json", "my-data/posts.json", "my-data/profile.json"]);
      expect(tar.toString("utf8")).toContain(agent.email);

      // The card's own button downloads the same archive.
      const download = realtor.waitForEvent("download");
      await card.getByRole("link", { name: "Download archive" }).click();
      expect((await download).suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.tar\.gz$/);

      // Nobody else gets it: a visitor of the same site is refused.
      const stranger = await pageAt(browser, width);
      await stranger.goto(`${siteOf(agent)}/`);
      expect((await fetchIn(stranger, link!)).type).not.toBe("application/gzip");
    });

    test(`at ${width} px master deletes an agent's personal data: the site is gone and the enquiries are with the leader`, async ({ page, browser }, testInfo) => {
      const agent = erased[width];
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, "master");
      await addAgent(page, agent);

      // A buyer enquires on the agent's site.
      const visitor = await pageAt(browser, width);
      await visitor.goto(`${siteOf(agent)}/condos/${LISTED_PROJECT.slug}`);
      await visitor.getByRole("button", { name: "Register Interest" }).first().click();
      const enquiry = visitor.getByRole("dialog", { name: "Register Interest" });
      await enquiry.getByLabel("Name").fill(agent.buyer);
      await enquiry.getByLabel("Email").fill(`${agent.buyer.toLowerCase().replace(" ", ".")}@example.sg`);
      await enquiry.getByRole("checkbox").check();
      await enquiry.getByRole("button", { name: "Register Interest" }).click();
      await expect(visitor.getByText(`Thank you for your enquiry. ${agent.fullName} will get back to you soon.`)).toBeVisible();

      await page.goto(SCREEN);
      await row(page, agent.fullName).getByRole("link", { name: `Delete personal data: ${agent.fullName}` }).click();
      const dialog = page.getByRole("alertdialog", { name: `Delete ${agent.fullName}'s personal data?` });
      await expect(dialog).toContainText(agent.host);
      await expect(dialog).toContainText("1 enquiry");
      // Nothing is chosen for master: the schema's messages ask for both choices.
      await dialog.getByRole("button", { name: "Delete personal data" }).click();
      await expect(dialog.getByText("Choose what happens to the posts")).toBeVisible();
      await expect(dialog.getByText("Choose what happens to the enquiries")).toBeVisible();
      await dialog.getByRole("radio", { name: /^Unpublish and keep/ }).check();
      await dialog.getByRole("radio", { name: /^Hand to Siti Rahman/ }).check();
      await expect(dialog.getByText("Choose what happens to the posts")).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`erasure-dialog-${width}.png`) });

      await dialog.getByRole("button", { name: "Delete personal data" }).click();
      await expect(page.locator("[data-toast]").filter({ hasText: "Personal data deleted" })).toContainText(
        `${agent.fullName}'s account and profile are gone; 0 posts unpublished, 1 enquiry handed to Siti Rahman.`,
      );
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(SCREEN);
      await expect(row(page, agent.fullName)).toHaveCount(0);
      await page.goto(`${SCREEN}?tab=all&q=${encodeURIComponent(agent.fullName)}`);
      await expect(page.getByText("No matching agents")).toBeVisible();

      // Their site no longer shows them.
      await visitor.goto(`${siteOf(agent)}/`);
      await expect(visitor.getByText(agent.fullName)).toHaveCount(0);

      // The leader works the enquiry now.
      const leader = await pageAt(browser, width);
      await leader.goto(`${SITES.leader.replace("leader.", "siti.")}/auth`);
      await submitSignIn(leader, "siti@demo.sg", DEMO_PASSWORD);
      await expect(leader.locator('[aria-label^="Account menu for"]')).toBeAttached();
      await leader.goto(`${SITES.leader.replace("leader.", "siti.")}/dashboard/enquiries`);
      await expect(leader.getByRole("link", { name: agent.buyer }).first()).toBeVisible();
    });
  }
});
