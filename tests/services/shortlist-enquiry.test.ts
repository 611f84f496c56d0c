import { eq } from "drizzle-orm";
import pino from "pino";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { enquiries, outbox } from "#server/db/schema";
import { createMailer, type Mailer } from "#server/mail";
import { listShortlistedProjects } from "#server/services/public-projects";
import { ENQUIRY_MESSAGES } from "~/domain/schemas/enquiry";
import { SHORTLIST_LIMIT } from "~/domain/shortlist";
import { enquiryAction } from "~/routes/enquiry-action.server";
import { createTestDatabase } from "../support/test-database";
import { makeProject, makeRealtor } from "./public-fixtures";

let handle: DatabaseHandle;
let mailer: Mailer;
let site: { host: string; realtorId: string | null; ownerName: string; ownerEmail: string };

beforeAll(async () => {
  handle = await createTestDatabase();
  mailer = createMailer({ db: handle.db, from: "test@localhost" });
  const { realtor } = await makeRealtor(handle.db, { host: "rachel.example.sg", isLeader: true, name: "Rachel Tan" });
  site = { host: "rachel.example.sg", realtorId: realtor.id, ownerName: "Rachel Tan", ownerEmail: realtor.email };
  await makeProject(handle.db, { name: "Marina Lumiere" });
  await makeProject(handle.db, { name: "Orchard Sky" });
  await makeProject(handle.db, { name: "Quiet Planning", status: "Planning" });
});

afterAll(() => handle.close());

/** "Email me my shortlist" as the shortlist page's form posts it. */
function emailShortlist(values: Record<string, string>, clientIp = "203.0.113.40") {
  const body = new URLSearchParams({ formId: "enquiry-shortlist", kind: "shortlist", name: "Jasmine Koh", email: "jasmine.shortlist@example.sg", consent: "on", ...values });
  const context = {
    db: handle.db,
    mailer,
    site,
    siteOrigin: "https://rachel.example.sg",
    clientIp,
    auth: { options: { secret: "secret" } },
    config: { enquiriesPerVisitor: 100 },
    logger: pino({ level: "silent" }),
  };
  return enquiryAction(new Request("https://rachel.example.sg/shortlist", { method: "POST", body }), context as unknown as AppLoadContext);
}

const saved = (email: string) => handle.db.select().from(enquiries).where(eq(enquiries.email, email));
const mailed = (email: string) => handle.db.select().from(outbox).where(eq(outbox.toAddress, email));
const errorsOf = (answer: Awaited<ReturnType<typeof emailShortlist>>) => ("data" in answer ? answer.data : answer).result.error ?? {};

describe("Email me my shortlist (issue 34 item 4)", () => {
  it("is an enquiry with consent for the site's realtor, naming the projects, and mails the buyer the list with links on that site", async () => {
    const answer = await emailShortlist({ shortlist: "orchard-sky,marina-lumiere", message: "Weekend visits please" });
    expect("sent" in answer && answer.sent?.title).toBe(ENQUIRY_MESSAGES.sentTitle);

    const [lead] = await saved("jasmine.shortlist@example.sg");
    expect(lead).toMatchObject({ kind: "shortlist", realtorId: site.realtorId, ownerId: site.realtorId, siteHost: "rachel.example.sg" });
    expect(lead.consentAt).toBeInstanceOf(Date);
    expect(lead.consentVersion).toBeTruthy();
    expect(lead.message).toBe("Shortlisted projects: Orchard Sky; Marina Lumiere\n\nWeekend visits please");

    const [buyerMail] = await mailed("jasmine.shortlist@example.sg");
    expect(buyerMail.subject).toBe("Your shortlist from rachel.example.sg");
    expect(buyerMail.textBody).toContain("- Orchard Sky: https://rachel.example.sg/condos/orchard-sky");
    expect(buyerMail.textBody).toContain("- Marina Lumiere: https://rachel.example.sg/condos/marina-lumiere");
    expect(buyerMail.textBody).toContain("Open my shortlist: https://rachel.example.sg/shortlist?p=orchard-sky,marina-lumiere");
    expect(buyerMail.textBody).toContain("/enquiry-consent/");
    expect(buyerMail.htmlBody).toContain('<a href="https://rachel.example.sg/condos/orchard-sky"');

    const [ownerMail] = await mailed(site.ownerEmail);
    expect(ownerMail.subject).toBe("New enquiry: Shortlist from Jasmine Koh");
    expect(ownerMail.textBody).toContain("Shortlisted projects: Orchard Sky; Marina Lumiere");
  });

  it("leaves out a project that is not listed, in the lead and in the mail", async () => {
    await emailShortlist({ shortlist: "quiet-planning,marina-lumiere", email: "partly.listed@example.sg" });
    const [lead] = await saved("partly.listed@example.sg");
    expect(lead.message).toBe("Shortlisted projects: Marina Lumiere");
    const [mail] = await mailed("partly.listed@example.sg");
    expect(mail.textBody).not.toContain("Quiet Planning");
  });

  it("an empty shortlist is refused with the schema's message and writes nothing", async () => {
    const answer = await emailShortlist({ shortlist: "", email: "empty.list@example.sg" });
    expect(errorsOf(answer).shortlist).toEqual([ENQUIRY_MESSAGES.shortlistEmpty]);
    expect(await saved("empty.list@example.sg")).toHaveLength(0);
    expect(await mailed("empty.list@example.sg")).toHaveLength(0);
  });

  it("a shortlist of projects no longer listed is refused on the shortlist and writes nothing", async () => {
    const answer = await emailShortlist({ shortlist: "quiet-planning,no-such-project", email: "gone.list@example.sg" });
    expect("init" in answer && answer.init?.status).toBe(422);
    expect(errorsOf(answer).shortlist).toEqual([ENQUIRY_MESSAGES.shortlistUnlisted]);
    expect(await saved("gone.list@example.sg")).toHaveLength(0);
    expect(await mailed("gone.list@example.sg")).toHaveLength(0);
  });

  it("without consent or a valid email nothing is saved or mailed", async () => {
    const noConsent = await emailShortlist({ shortlist: "marina-lumiere", email: "no.consent@example.sg", consent: "" });
    expect(errorsOf(noConsent).consent).toEqual([ENQUIRY_MESSAGES.consentRequired]);
    const badEmail = await emailShortlist({ shortlist: "marina-lumiere", email: "not-an-email" });
    expect(errorsOf(badEmail).email).toEqual([ENQUIRY_MESSAGES.emailInvalid]);
    expect(await saved("no.consent@example.sg")).toHaveLength(0);
    expect(await saved("not-an-email")).toHaveLength(0);
  });
});

describe("the shortlist page's read", () => {
  it("answers the listed projects in the buyer's order and names the slugs no longer listed", async () => {
    const { projects, missing } = await listShortlistedProjects(handle.db, ["orchard-sky", "quiet-planning", "marina-lumiere", "gone-project"]);
    expect(projects.map((project) => project.slug)).toEqual(["orchard-sky", "marina-lumiere"]);
    expect(missing).toEqual(["quiet-planning", "gone-project"]);
  });

  it("keeps at most the shortlist's limit from a URL", async () => {
    const { parseShortlistSlugs } = await import("~/domain/shortlist");
    const many = Array.from({ length: SHORTLIST_LIMIT + 5 }, (_, at) => `project-${at}`).join(",");
    expect(parseShortlistSlugs(new URLSearchParams({ p: many }))).toHaveLength(SHORTLIST_LIMIT);
  });
});
