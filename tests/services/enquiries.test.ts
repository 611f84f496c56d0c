import { eq } from "drizzle-orm";
import pino from "pino";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { enquiries, outbox } from "#server/db/schema";
import { createMailer, type Mailer } from "#server/mail";
import { ENQUIRY_LIMIT, submitEnquiry, visitorKey } from "#server/services/enquiries";
import { TooManyAttemptsError } from "#server/services/errors";
import { ENQUIRY_MESSAGES, enquirySchema, type EnquiryData } from "~/domain/schemas/enquiry";
import type { SiteContext } from "~/domain/site-context";
import { enquiryAction } from "~/routes/enquiry-action.server";
import { resolveSite } from "#server/tenancy";
import { createTestDatabase } from "../support/test-database";
import { makeProject, makeRealtor, makeUser } from "./public-fixtures";

let handle: DatabaseHandle;
let mailer: Mailer;
let site: { host: string; realtorId: string | null; ownerName: string; ownerEmail: string };
const masterSite = { host: "localhost", realtorId: null, ownerName: "Condo Sites Singapore", ownerEmail: "hello@condosites.sg" };

function enquiry(values: Partial<EnquiryData> = {}): EnquiryData {
  return enquirySchema.parse({ kind: "contact", name: "Jasmine Koh", email: "jasmine@example.sg", message: "Hello", consent: "on", ...values });
}

beforeAll(async () => {
  handle = await createTestDatabase();
  mailer = createMailer({ db: handle.db, from: "test@localhost" });
  const { realtor } = await makeRealtor(handle.db, { host: "rachel.example.sg", isLeader: true, name: "Rachel Tan" });
  site = { host: "rachel.example.sg", realtorId: realtor.id, ownerName: "Rachel Tan", ownerEmail: realtor.email };
  await makeProject(handle.db, { name: "Marina Lumiere" });
  await makeProject(handle.db, { name: "Quiet Planning", status: "Planning" });
});

afterAll(() => handle.close());

describe("submitEnquiry", () => {
  it("saves the enquiry for the site's owner and mails the owner", async () => {
    const { id } = await submitEnquiry({ db: handle.db, mailer }, {
      site,
      enquiry: enquiry({ kind: "register-interest", projectSlug: "marina-lumiere", phone: "9123 4567" }),
      visitor: visitorKey("203.0.113.1", "secret"),
    });
    const [row] = await handle.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({ kind: "register-interest", name: "Jasmine Koh", realtorId: site.realtorId, siteHost: "rachel.example.sg", phone: "9123 4567" });
    expect(row.projectId).not.toBeNull();
    expect(row.consentAt).toBeInstanceOf(Date);
    expect(row.ipHash).not.toContain("203.0.113.1");

    const [mail] = await handle.db.select().from(outbox).where(eq(outbox.toAddress, site.ownerEmail));
    expect(mail.subject).toBe("New enquiry: Register Interest about Marina Lumiere from Jasmine Koh");
    expect(mail.textBody).toContain("jasmine@example.sg");
    expect(mail.textBody).toContain("PDPA consent given");
  });

  it("keeps the preferred date and time slot of a viewing, and tells the owner both", async () => {
    const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const viewing = await submitEnquiry({ db: handle.db, mailer }, {
      site,
      enquiry: enquiry({ kind: "book-viewing", preferredDate: date, preferredTime: "14:00", phone: "9123 4567", projectSlug: "marina-lumiere" }),
      visitor: visitorKey("203.0.113.2", "secret"),
    });
    const [row] = await handle.db.select().from(enquiries).where(eq(enquiries.id, viewing.id));
    expect(row).toMatchObject({ preferredDate: date, preferredTime: "14:00", phone: "9123 4567" });
    const [ownerMail] = await handle.db.select().from(outbox).where(eq(outbox.subject, "New enquiry: Book a Viewing about Marina Lumiere from Jasmine Koh"));
    expect(ownerMail.textBody).toContain(`Preferred viewing date: ${date}`);
    expect(ownerMail.textBody).toContain("Preferred time: 2pm – 3pm");
  });

  it("a showflat visit sends the buyer a confirmation with the details and a calendar file", async () => {
    const date = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
    const buyer = "buyer.calendar@example.sg";
    await submitEnquiry({ db: handle.db, mailer }, {
      site: { ...site, ownerPhone: "+65 9000 1111" },
      enquiry: enquiry({ kind: "book-viewing", email: buyer, preferredDate: date, preferredTime: "11:00", phone: "9123 4567", projectSlug: "marina-lumiere" }),
      visitor: visitorKey("203.0.113.12", "secret"),
    });
    const buyerMails = await handle.db.select().from(outbox).where(eq(outbox.toAddress, buyer));
    expect(buyerMails).toHaveLength(1);
    const [mail] = buyerMails;
    expect(mail.textBody).toMatch(/Withdraw my consent: https:\/\/rachel\.example\.sg\/enquiry-consent\/\S+/);
    expect(mail.subject).toMatch(/^Your showflat visit: Marina Lumiere, \w{3}, \w{3} \d{2}, \d{4} 11am – 12pm$/);
    expect(mail.textBody).toContain("Time: 11am – 12pm");
    expect(mail.textBody).toContain("Your consultant: Rachel Tan, +65 9000 1111");
    expect(mail.textBody).toContain("1 Marina Lumiere Road");
    expect(mail.attachments).toHaveLength(1);
    const [calendar] = mail.attachments;
    expect(calendar).toMatchObject({ filename: "showflat-visit.ics", contentType: expect.stringContaining("text/calendar") });
    expect(calendar.content).toContain(`DTSTART:${date.replace(/-/g, "")}T030000Z`);
    expect(calendar.content).toContain("SUMMARY:Showflat visit: Marina Lumiere");
  });

  it("other enquiries send the buyer one receipt with the consent-withdrawal link and no calendar file", async () => {
    const buyer = "buyer.receipt@example.sg";
    await submitEnquiry({ db: handle.db, mailer }, { site, enquiry: enquiry({ email: buyer }), visitor: visitorKey("203.0.113.13", "secret") });
    const mails = await handle.db.select().from(outbox).where(eq(outbox.toAddress, buyer));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^We received your enquiry/);
    expect(mails[0].textBody).toMatch(/Withdraw my consent: https:\/\/rachel\.example\.sg\/enquiry-consent\/\S+/);
    expect(mails[0].attachments).toEqual([]);
  });

  it("stores no realtor on the master site and ignores unlisted projects", async () => {
    const { id } = await submitEnquiry({ db: handle.db, mailer }, {
      site: masterSite,
      enquiry: enquiry({ projectSlug: "quiet-planning" }),
      visitor: visitorKey("203.0.113.3", "secret"),
    });
    const [row] = await handle.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row.realtorId).toBeNull();
    expect(row.projectId).toBeNull();
  });

  it("mails an enquiry from a site without a realtor to every master administrator, never to the site's placeholder address", async () => {
    const sentTo = async (enquiryId: string) => {
      const [row] = await handle.db.select().from(enquiries).where(eq(enquiries.id, enquiryId));
      const mails = await handle.db.select().from(outbox).where(eq(outbox.subject, `New enquiry: Contact from ${row.name}`));
      return mails.map((mail) => mail.toAddress).sort();
    };

    // With no master administrator yet, the enquiry is still kept and the missing recipient reported.
    const alone = await submitEnquiry({ db: handle.db, mailer }, { site: masterSite, enquiry: enquiry({ name: "Wei Ling Tan" }), visitor: visitorKey("203.0.113.4", "secret") });
    expect(alone.notified).toBe(false);
    expect(await sentTo(alone.id)).toEqual([]);

    const masters = [await makeUser(handle.db, "master", "Grace Lee"), await makeUser(handle.db, "master", "Ken Ho")];
    const admin = await makeUser(handle.db, "admin1ic");
    const fallback = { host: "unknown.example.sg", realtorId: null, ownerName: "Property Consultant", ownerEmail: "enquiries@example.com" };
    const sent = await submitEnquiry({ db: handle.db, mailer }, { site: fallback, enquiry: enquiry({ name: "Farid Rahman" }), visitor: visitorKey("203.0.113.5", "secret") });
    expect(sent.notified).toBe(true);
    const addresses = await sentTo(sent.id);
    expect(addresses).toEqual(masters.map((user) => user.email).sort());
    expect(addresses).not.toContain(admin.email);
    expect(addresses).not.toContain(fallback.ownerEmail);
    const [mail] = await handle.db.select().from(outbox).where(eq(outbox.toAddress, masters[0].email));
    expect(mail.textBody).toContain("Hello Grace Lee,");
    expect(mail.textBody).toContain("Sent from: unknown.example.sg");
  });

  it("refuses an enquiry without PDPA consent (schema) and never saves it", () => {
    const result = enquirySchema.safeParse({ kind: "contact", name: "A", email: "a@example.sg", message: "Hi" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain("Please agree to be contacted about your enquiry (PDPA)");
  });

  it(`rate limits a visitor to ${ENQUIRY_LIMIT} enquiries in 10 minutes, in the database`, async () => {
    const visitor = visitorKey("198.51.100.9", "secret");
    const start = new Date();
    for (let i = 0; i < ENQUIRY_LIMIT; i++) {
      await submitEnquiry({ db: handle.db, mailer }, { site, enquiry: enquiry(), visitor, now: new Date(start.getTime() + i * 1000) });
    }
    await expect(
      submitEnquiry({ db: handle.db, mailer }, { site, enquiry: enquiry(), visitor, now: new Date(start.getTime() + 60_000) }),
    ).rejects.toBeInstanceOf(TooManyAttemptsError);
    const saved = await handle.db.select().from(enquiries).where(eq(enquiries.ipHash, visitor));
    expect(saved).toHaveLength(ENQUIRY_LIMIT);

    // Another visitor is not affected, and the first may send again once the window has passed.
    await submitEnquiry({ db: handle.db, mailer }, { site, enquiry: enquiry(), visitor: visitorKey("198.51.100.10", "secret") });
    await submitEnquiry({ db: handle.db, mailer }, { site, enquiry: enquiry(), visitor, now: new Date(start.getTime() + 11 * 60_000) });
  });

  it("the limit follows ENQUIRIES_PER_VISITOR when it is set", async () => {
    const visitor = visitorKey("198.51.100.11", "secret");
    await submitEnquiry({ db: handle.db, mailer }, { site, enquiry: enquiry(), visitor, limit: 2 });
    await submitEnquiry({ db: handle.db, mailer }, { site, enquiry: enquiry(), visitor, limit: 2 });
    await expect(submitEnquiry({ db: handle.db, mailer }, { site, enquiry: enquiry(), visitor, limit: 2 })).rejects.toBeInstanceOf(TooManyAttemptsError);
  });

  it("a limited visitor is answered 429 with the reason and the site owner's phone number to call (decision record 015)", async () => {
    const rachelSite = await resolveSite(handle.db, "rachel.example.sg", { appDomain: "condosites.sg", devHostMarkers: [] });
    expect(rachelSite.ownerPhone).toBe("+6591234567");
    const post = (siteContext: SiteContext, clientIp: string) => {
      const body = new URLSearchParams({ formId: "enquiry-about", kind: "contact", name: "Jasmine Koh", email: "jasmine@example.sg", message: "Hello", consent: "on" });
      const context = { db: handle.db, mailer, site: siteContext, clientIp, auth: { options: { secret: "secret" } }, config: { enquiriesPerVisitor: ENQUIRY_LIMIT }, logger: pino({ level: "silent" }) };
      return enquiryAction(new Request("http://rachel.example.sg/about", { method: "POST", body }), context as unknown as AppLoadContext);
    };
    for (let i = 0; i < ENQUIRY_LIMIT; i++) {
      const answer = await post(rachelSite, "198.51.100.30");
      expect("sent" in answer && answer.sent?.title).toBe(ENQUIRY_MESSAGES.sentTitle);
    }
    const limited = await post(rachelSite, "198.51.100.30");
    expect("init" in limited && limited.init?.status).toBe(429);
    const answer = "data" in limited ? limited.data : null;
    expect(answer?.result.error?.[""]).toEqual([ENQUIRY_MESSAGES.rateLimited]);
    expect(answer && "callPhone" in answer ? answer.callPhone : undefined).toBe("+6591234567");

    // A site without a phone number gives the reason alone.
    const withoutPhone = await post({ ...rachelSite, ownerPhone: "" }, "198.51.100.30");
    expect("data" in withoutPhone && "callPhone" in withoutPhone.data ? withoutPhone.data.callPhone : undefined).toBeNull();
  });

  describe("a showflat booking only within the window and the offered slots (issue 30 item 11)", () => {
    const singaporeDate = (daysAhead: number) => new Date(Date.now() + 8 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
    const book = (values: Record<string, string>, clientIp: string) => {
      const body = new URLSearchParams({
        formId: "enquiry-visit",
        kind: "book-viewing",
        name: "Jasmine Koh",
        email: "far.future@example.sg",
        phone: "9123 4567",
        projectSlug: "marina-lumiere",
        preferredTime: "11:00",
        consent: "on",
        ...values,
      });
      const context = { db: handle.db, mailer, site, clientIp, auth: { options: { secret: "secret" } }, config: { enquiriesPerVisitor: 100 }, logger: pino({ level: "silent" }) };
      return enquiryAction(new Request("http://rachel.example.sg/condos/marina-lumiere", { method: "POST", body }), context as unknown as AppLoadContext);
    };
    const savedAndMailed = async () => ({
      saved: await handle.db.select().from(enquiries).where(eq(enquiries.email, "far.future@example.sg")),
      mailed: await handle.db.select().from(outbox).where(eq(outbox.toAddress, "far.future@example.sg")),
    });

    it.each([
      ["31 Dec 2099", "2099-12-31"],
      ["61 days ahead", singaporeDate(61)],
      ["today", singaporeDate(0)],
      ["yesterday", singaporeDate(-1)],
    ])("%s is refused on the date field, and nothing is saved or mailed", async (_when, preferredDate) => {
      const answer = await book({ preferredDate }, "198.51.100.41");
      expect("init" in answer && answer.init?.status).toBe(400);
      expect("data" in answer ? answer.data.result.error?.preferredDate : undefined).toEqual(["Please choose a date from tomorrow up to 60 days ahead"]);
      expect(await savedAndMailed()).toEqual({ saved: [], mailed: [] });
    });

    it("a time slot that is not offered is refused on its field", async () => {
      for (const preferredTime of ["09:00", "19:00", "10:30", "23:59"]) {
        const answer = await book({ preferredDate: singaporeDate(3), preferredTime }, "198.51.100.42");
        expect("data" in answer ? answer.data.result.error?.preferredTime : undefined).toEqual([ENQUIRY_MESSAGES.preferredTimeRequired]);
      }
      expect(await savedAndMailed()).toEqual({ saved: [], mailed: [] });
    });

    it("tomorrow and 60 days ahead are booked, with the calendar file", async () => {
      for (const preferredDate of [singaporeDate(1), singaporeDate(60)]) {
        const answer = await book({ preferredDate }, "198.51.100.43");
        expect("sent" in answer && answer.sent?.title).toBe(ENQUIRY_MESSAGES.sentTitle);
      }
      const { saved, mailed } = await savedAndMailed();
      expect(saved.map((row) => row.preferredDate).sort()).toEqual([singaporeDate(1), singaporeDate(60)]);
      expect(mailed.map((mail) => mail.attachments.length)).toEqual([1, 1]);
      await handle.db.delete(enquiries).where(eq(enquiries.email, "far.future@example.sg"));
    });
  });

  it("parallel submissions cannot pass the limit together", async () => {
    const visitor = visitorKey("198.51.100.20", "secret");
    const attempts = await Promise.allSettled(
      Array.from({ length: ENQUIRY_LIMIT + 3 }, () => submitEnquiry({ db: handle.db, mailer }, { site, enquiry: enquiry(), visitor })),
    );
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(ENQUIRY_LIMIT);
    const saved = await handle.db.select().from(enquiries).where(eq(enquiries.ipHash, visitor));
    expect(saved).toHaveLength(ENQUIRY_LIMIT);
  });

  it("keeps the enquiry when the owner's mail cannot be sent, and reports it", async () => {
    const failing: Mailer = { send: () => Promise.reject(new Error("SMTP down")) };
    const { id, notified } = await submitEnquiry({ db: handle.db, mailer: failing }, { site, enquiry: enquiry(), visitor: visitorKey("192.0.2.50", "secret") });
    expect(notified).toBe(false);
    expect(await handle.db.select().from(enquiries).where(eq(enquiries.id, id))).toHaveLength(1);
  });
});
