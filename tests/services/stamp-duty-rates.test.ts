import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { adminAuditLog, stampDutyRates } from "#server/db/schema";
import { ForbiddenError, InvalidError } from "#server/services/errors";
import { currentStampDutyRates, listRateVersions, updateStampDutyRates } from "#server/services/stamp-duty-rates";
import { ROLES } from "~/domain/permissions";
import { buyerStampDuty } from "~/domain/property-costs";
import { STAMP_DUTY_RATE_MESSAGES } from "~/domain/schemas/stamp-duty-rates";
import { RATES_IN_FORCE } from "../support/stamp-duty-rates";
import { createTestDatabase } from "../support/test-database";
import type { DatabaseHandle } from "#server/db/client";
import { makeUser } from "./public-fixtures";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const rowCount = async () => (await handle.db.select({ n: count() }).from(stampDutyRates))[0].n;
const newRates = { ...RATES_IN_FORCE, effectiveDate: "2027-01-01", source: "IRAS circular, 1 Jan 2027", debtLimits: { ...RATES_IN_FORCE.debtLimits, tdsrPercent: 50 } };

describe("the costs calculator's rates are data", () => {
  it("every migrated database holds the rates of the issue, effective 27 April 2023", async () => {
    const rates = await currentStampDutyRates(handle.db, "2026-06-15");
    expect(rates).toMatchObject({ ...RATES_IN_FORCE, source: expect.stringContaining("IRAS") });
    expect(buyerStampDuty(1_500_000, rates!.bsdTiers)).toBe(44_600);
  });

  it("has no rates for a day before the first effective date", async () => {
    expect(await currentStampDutyRates(handle.db, "2023-04-26")).toBeNull();
  });
});

describe("updateStampDutyRates: master only, a new dated row", () => {
  it.each(ROLES.filter((role) => role !== "master"))("%s may not change the rates, and nothing is written", async (role) => {
    const actor = await makeUser(handle.db, role);
    const before = await rowCount();
    await expect(updateStampDutyRates(handle.db, actor, newRates)).rejects.toBeInstanceOf(ForbiddenError);
    expect(await rowCount()).toBe(before);
  });

  it("refuses rates that break a rule with the schema's message, writing nothing", async () => {
    const master = await makeUser(handle.db, "master");
    const before = await rowCount();
    const openMiddle = { ...newRates, bsdTiers: [{ upTo: 180_000, ratePercent: 1 }, { upTo: 100_000, ratePercent: 2 }, { upTo: null, ratePercent: 3 }] };
    await expect(updateStampDutyRates(handle.db, master, openMiddle)).rejects.toMatchObject(
      new InvalidError(STAMP_DUTY_RATE_MESSAGES.tierLimitInvalid, { field: "bsdTiers[1].upTo" }),
    );
    await expect(updateStampDutyRates(handle.db, master, { ...newRates, effectiveDate: "1 Jan 2027" })).rejects.toThrow(
      STAMP_DUTY_RATE_MESSAGES.effectiveDateInvalid,
    );
    expect(await rowCount()).toBe(before);
  });

  it("a master user's rates apply from their effective date; the earlier rates stay for the days before", async () => {
    const master = await makeUser(handle.db, "master");
    await updateStampDutyRates(handle.db, master, newRates);
    expect((await currentStampDutyRates(handle.db, "2027-01-01"))?.debtLimits.tdsrPercent).toBe(50);
    expect((await currentStampDutyRates(handle.db, "2026-12-31"))?.debtLimits.tdsrPercent).toBe(55);
    const [latest] = await handle.db.select().from(stampDutyRates).orderBy(stampDutyRates.createdAt).limit(1).offset((await rowCount()) - 1);
    expect(latest.recordedBy).toBe(master.id);
  });

  it("a correction on the same effective date supersedes the earlier row without erasing it", async () => {
    const master = await makeUser(handle.db, "master");
    const before = await rowCount();
    await updateStampDutyRates(handle.db, master, { ...newRates, debtLimits: { ...newRates.debtLimits, tdsrPercent: 52 } });
    expect((await currentStampDutyRates(handle.db, "2027-03-01"))?.debtLimits.tdsrPercent).toBe(52);
    expect(await rowCount()).toBe(before + 1);
  });
});

describe("listRateVersions: master's list of every version with where it stands", () => {
  it.each(ROLES.filter((role) => role !== "master"))("%s may not list the versions", async (role) => {
    const actor = await makeUser(handle.db, role);
    await expect(listRateVersions(handle.db, actor)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("lists newest effective first: future scheduled, the latest on or before the day in force, the rest past", async () => {
    const master = await makeUser(handle.db, "master", "Rates Recorder");
    await updateStampDutyRates(handle.db, master, { ...newRates, effectiveDate: "2026-12-01", source: "MAS notice, 1 Dec 2026" });
    await updateStampDutyRates(handle.db, master, { ...newRates, effectiveDate: "2027-06-01", source: "IRAS, 1 Jun 2027" });
    const versions = await listRateVersions(handle.db, master, "2027-01-15");
    expect(versions.map((version) => [version.effectiveDate, version.status])).toEqual([
      ["2027-06-01", "scheduled"],
      ["2027-01-01", "in-force"],
      ["2027-01-01", "past"],
      ["2026-12-01", "past"],
      ["2023-04-27", "past"],
    ]);
    expect(versions[0]).toMatchObject({ source: "IRAS, 1 Jun 2027", recordedByName: "Rates Recorder", recordedAt: expect.any(Date) });
    expect(versions.at(-1)?.recordedByName).toBeNull();
    expect((await listRateVersions(handle.db, master, "2027-06-01"))[0].status).toBe("in-force");
  });

  it("each recorded version leaves an administration log entry", async () => {
    const master = await makeUser(handle.db, "master");
    const rates = await updateStampDutyRates(handle.db, master, { ...newRates, effectiveDate: "2028-02-01", source: "IRAS, Feb 2028" });
    const entries = await handle.db.select().from(adminAuditLog).where(eq(adminAuditLog.userId, master.id));
    expect(entries).toEqual([
      expect.objectContaining({ entityType: "calculator_rates", action: "rates_recorded", details: { effectiveDate: "2028-02-01", source: "IRAS, Feb 2028" } }),
    ]);
    expect(entries[0].entityId).toBe((rates as { id?: string }).id);
  });
});

describe("a scheduled version takes over on its Singapore day, with nothing redeployed", () => {
  it("is not used the day before, even with that day's rates cached, and is used on its day", async () => {
    const master = await makeUser(handle.db, "master");
    await updateStampDutyRates(handle.db, master, { ...newRates, effectiveDate: "2029-03-01", source: "MAS, 1 Mar 2029", debtLimits: { ...newRates.debtLimits, stressRatePercent: 5 } });
    const eve = await currentStampDutyRates(handle.db, "2029-02-28");
    expect(eve?.source).not.toBe("MAS, 1 Mar 2029");
    expect((await currentStampDutyRates(handle.db, "2029-02-28"))?.source).toBe(eve?.source);
    const onTheDay = await currentStampDutyRates(handle.db, "2029-03-01");
    expect(onTheDay).toMatchObject({ source: "MAS, 1 Mar 2029", debtLimits: { stressRatePercent: 5 } });
  });
});
