import { describe, expect, it } from "vitest";
import {
  additionalBuyerStampDuty,
  buyerStampDuty,
  monthlyInstalment,
  progressivePayments,
  propertyCosts,
  PROGRESSIVE_PAYMENT_STAGES,
  type CostsInput,
} from "~/domain/property-costs";
import { RATES_IN_FORCE } from "../support/stamp-duty-rates";

const buyer: CostsInput = {
  price: 1_500_000,
  profile: "citizen",
  propertyOrder: 1,
  loanOrder: 1,
  age: 35,
  tenureYears: 30,
  interestRatePercent: 3,
  monthlyIncome: 12_000,
  monthlyDebts: 1_000,
  executiveCondominium: false,
};

describe("Buyer's Stamp Duty by tier (1/2/3/4/5/6 % on the first S$180k, next 180k, next 640k, next 500k, next 1.5M, rest)", () => {
  it("S$1,500,000 → S$44,600 (the worked example)", () => {
    expect(buyerStampDuty(1_500_000, RATES_IN_FORCE.bsdTiers)).toBe(44_600);
  });

  it.each([
    [100_000, 1_000],
    [180_000, 1_800],
    [360_000, 5_400],
    [1_000_000, 24_600],
    [3_000_000, 119_600],
    [4_000_000, 179_600],
  ])("S$%i → S$%i", (price, duty) => {
    expect(buyerStampDuty(price, RATES_IN_FORCE.bsdTiers)).toBe(duty);
  });

  it("rounds down to the dollar and is nothing on nothing", () => {
    expect(buyerStampDuty(180_050, RATES_IN_FORCE.bsdTiers)).toBe(1_801);
    expect(buyerStampDuty(0, RATES_IN_FORCE.bsdTiers)).toBe(0);
  });
});

describe("Additional Buyer's Stamp Duty by profile and property count", () => {
  it.each([
    ["citizen", 1, 0],
    ["citizen", 2, 300_000],
    ["citizen", 3, 450_000],
    ["permanent-resident", 1, 75_000],
    ["permanent-resident", 2, 450_000],
    ["permanent-resident", 3, 525_000],
    ["foreigner", 1, 900_000],
    ["foreigner", 3, 900_000],
    ["entity", 1, 975_000],
  ] as const)("%s buying property %i of S$1.5M pays S$%i", (profile, order, duty) => {
    expect(additionalBuyerStampDuty(1_500_000, profile, order, RATES_IN_FORCE)).toBe(duty);
  });
});

describe("loan, downpayment and cash from the loan-to-value limits", () => {
  it("first loan: 75 %, with 5 % of the price in cash and the rest of the downpayment in cash or CPF", () => {
    const result = propertyCosts(buyer, RATES_IN_FORCE);
    expect(result).toMatchObject({ ltvPercent: 75, reducedLtv: false, loan: 1_125_000, downpayment: 375_000, minCash: 75_000, cashOrCpf: 300_000 });
    expect(result.upfront).toBe(375_000 + 44_600);
  });

  it("second and third loans: 45 % and 35 %, with 25 % in cash", () => {
    expect(propertyCosts({ ...buyer, loanOrder: 2 }, RATES_IN_FORCE)).toMatchObject({ ltvPercent: 45, loan: 675_000, minCash: 375_000 });
    expect(propertyCosts({ ...buyer, loanOrder: 3 }, RATES_IN_FORCE)).toMatchObject({ ltvPercent: 35, loan: 525_000, minCash: 375_000 });
  });

  it("the lower limits past a 30-year tenure: 55 % with 10 % in cash", () => {
    expect(propertyCosts({ ...buyer, tenureYears: 35 }, RATES_IN_FORCE)).toMatchObject({ reducedLtv: true, ltvPercent: 55, loan: 825_000, minCash: 150_000 });
    expect(propertyCosts({ ...buyer, tenureYears: 30 }, RATES_IN_FORCE).reducedLtv).toBe(false);
  });

  it("the lower limits when the loan runs past age 65: 25 % and 15 % for a second and third loan", () => {
    const older = { ...buyer, age: 40, tenureYears: 30 };
    expect(propertyCosts(older, RATES_IN_FORCE)).toMatchObject({ reducedLtv: true, ltvPercent: 55 });
    expect(propertyCosts({ ...older, loanOrder: 2 }, RATES_IN_FORCE)).toMatchObject({ ltvPercent: 25, minCash: 375_000 });
    expect(propertyCosts({ ...older, loanOrder: 3 }, RATES_IN_FORCE)).toMatchObject({ ltvPercent: 15 });
    expect(propertyCosts({ ...buyer, age: 35, tenureYears: 30 }, RATES_IN_FORCE).reducedLtv).toBe(false);
  });

  it("an entity borrows at most 15 %", () => {
    expect(propertyCosts({ ...buyer, profile: "entity" }, RATES_IN_FORCE)).toMatchObject({ ltvPercent: 15, loan: 225_000, absd: 975_000 });
  });
});

describe("monthly instalment and the debt-servicing limits", () => {
  it("repays the loan as an annuity at the chosen rate and tenure", () => {
    expect(monthlyInstalment(1_125_000, 3, 30)).toBeCloseTo(4_743.05, 2);
    expect(monthlyInstalment(120_000, 0, 10)).toBe(1_000);
  });

  it("tests TDSR at the 4 % stress rate against 55 % of income, other debts included", () => {
    const result = propertyCosts(buyer, RATES_IN_FORCE);
    expect(result.monthlyInstalment).toBeCloseTo(4_743.05, 2);
    expect(result.stressInstalment).toBeCloseTo(5_370.92, 2);
    expect(result.tdsr).toBeCloseTo(53.09, 2);
    expect(result.withinLimits).toBe(true);
    expect(result.requiredIncome).toBeCloseTo((5_370.92 + 1_000) / 0.55, 0);
    expect(propertyCosts({ ...buyer, monthlyIncome: 11_000 }, RATES_IN_FORCE).withinLimits).toBe(false);
  });

  it("uses the chosen rate when it is above the stress rate", () => {
    expect(propertyCosts({ ...buyer, interestRatePercent: 5 }, RATES_IN_FORCE).stressRatePercent).toBe(5);
  });

  it("has no ratio without an income, but still names the income the loan needs", () => {
    const result = propertyCosts({ ...buyer, monthlyIncome: null }, RATES_IN_FORCE);
    expect(result.tdsr).toBeNull();
    expect(result.withinLimits).toBeNull();
    expect(result.requiredIncome).toBeGreaterThan(11_000);
  });

  it("an Executive Condominium must also keep the instalment within 30 % of income (MSR)", () => {
    const ec = propertyCosts({ ...buyer, monthlyDebts: 0, executiveCondominium: true }, RATES_IN_FORCE);
    expect(ec.msr).toBeCloseTo((5_370.92 / 12_000) * 100, 2);
    expect(ec.withinLimits).toBe(false);
    expect(ec.requiredIncome).toBeCloseTo(5_370.92 / 0.3, 0);
  });
});

describe("progressive payments for a building under construction", () => {
  it("5 % option, 15 % within 8 weeks, the construction stages, 25 % at TOP, 15 % at completion: 100 % in all", () => {
    expect(PROGRESSIVE_PAYMENT_STAGES.map((stage) => stage.percent)).toEqual([5, 15, 10, 10, 5, 5, 5, 5, 25, 15]);
    const stages = progressivePayments(1_500_000, { minCash: 75_000, cashOrCpf: 300_000 });
    expect(stages.reduce((sum, stage) => sum + stage.amount, 0)).toBe(1_500_000);
    expect(stages.at(-2)).toMatchObject({ label: "Temporary Occupation Permit (TOP)", amount: 375_000 });
  });

  it("is paid in cash first, then cash or CPF up to the downpayment, then by the loan", () => {
    const [option, agreement, foundation] = propertyCosts(buyer, RATES_IN_FORCE).schedule;
    expect(option).toMatchObject({ amount: 75_000, cash: 75_000, cashOrCpf: 0, loan: 0 });
    expect(agreement).toMatchObject({ amount: 225_000, cash: 0, cashOrCpf: 225_000, loan: 0 });
    expect(foundation).toMatchObject({ amount: 150_000, cashOrCpf: 75_000, loan: 75_000 });
  });
});
