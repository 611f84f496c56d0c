import type { PropertyCostRates } from "~/domain/property-costs";

/** The rates of issue 18, as the migration ships them (tests/services/stamp-duty-rates.test.ts checks that). */
export const RATES_IN_FORCE: PropertyCostRates = {
  effectiveDate: "2023-04-27",
  source: "IRAS and MAS",
  bsdTiers: [
    { upTo: 180_000, ratePercent: 1 },
    { upTo: 360_000, ratePercent: 2 },
    { upTo: 1_000_000, ratePercent: 3 },
    { upTo: 1_500_000, ratePercent: 4 },
    { upTo: 3_000_000, ratePercent: 5 },
    { upTo: null, ratePercent: 6 },
  ],
  absdPercent: {
    citizen: [0, 20, 30],
    "permanent-resident": [5, 30, 35],
    foreigner: [60, 60, 60],
    entity: [65, 65, 65],
  },
  loanLimits: {
    ltvPercent: { standard: [75, 45, 35], reduced: [55, 25, 15] },
    minCashPercent: { standard: [5, 25, 25], reduced: [10, 25, 25] },
    entityLtvPercent: 15,
    reducedLtvTenureYears: 30,
    reducedLtvAge: 65,
    maxTenureYears: 35,
  },
  debtLimits: { tdsrPercent: 55, msrPercent: 30, stressRatePercent: 4 },
};
