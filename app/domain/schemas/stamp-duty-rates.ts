import * as z from "zod";
import { BUYER_PROFILES, type PropertyCostRates } from "~/domain/property-costs";
import { isIsoDate, requiredText } from "~/domain/schemas/fields";

/** A master user's update of the costs calculator's rates: a new dated row (decision record 042). */
export const STAMP_DUTY_RATE_MESSAGES = {
  effectiveDateInvalid: "Please enter the effective date as YYYY-MM-DD",
  sourceRequired: "Please name the source of these rates",
  percentRange: "Rates must be between 0 and 100 per cent",
  tierLimitInvalid: "Each band's upper limit must be a whole number of dollars above the previous band's",
  lastTierOpen: "The last band must have no upper limit (the rest of the price)",
  tierCount: "Please enter between 1 and 10 bands",
  yearsInvalid: "Please enter a whole number of years between 1 and 100",
  updated: "Rates updated",
} as const;

const percent = z.number({ error: STAMP_DUTY_RATE_MESSAGES.percentRange }).min(0, { error: STAMP_DUTY_RATE_MESSAGES.percentRange }).max(100, {
  error: STAMP_DUTY_RATE_MESSAGES.percentRange,
});
const byOrder = z.tuple([percent, percent, percent]);
const years = z.number({ error: STAMP_DUTY_RATE_MESSAGES.yearsInvalid }).int({ error: STAMP_DUTY_RATE_MESSAGES.yearsInvalid }).min(1, {
  error: STAMP_DUTY_RATE_MESSAGES.yearsInvalid,
}).max(100, { error: STAMP_DUTY_RATE_MESSAGES.yearsInvalid });

const bsdTier = z.object({
  upTo: z.number({ error: STAMP_DUTY_RATE_MESSAGES.tierLimitInvalid }).int({ error: STAMP_DUTY_RATE_MESSAGES.tierLimitInvalid }).positive({
    error: STAMP_DUTY_RATE_MESSAGES.tierLimitInvalid,
  })
    // A form's empty field (the last band's) arrives as undefined: no upper limit.
    .nullish()
    .transform((upTo) => upTo ?? null),
  ratePercent: percent,
});

export const stampDutyRatesSchema = z.object({
  effectiveDate: z.string({ error: STAMP_DUTY_RATE_MESSAGES.effectiveDateInvalid }).trim().refine(isIsoDate, {
    error: STAMP_DUTY_RATE_MESSAGES.effectiveDateInvalid,
  }),
  source: requiredText(STAMP_DUTY_RATE_MESSAGES.sourceRequired).max(500, { error: "Source must be 500 characters or fewer" }),
  bsdTiers: z
    .array(bsdTier)
    .min(1, { error: STAMP_DUTY_RATE_MESSAGES.tierCount })
    .max(10, { error: STAMP_DUTY_RATE_MESSAGES.tierCount })
    .superRefine((tiers, ctx) => {
      let previous = 0;
      tiers.forEach((tier, index) => {
        const last = index === tiers.length - 1;
        if (last && tier.upTo !== null) ctx.addIssue({ code: "custom", message: STAMP_DUTY_RATE_MESSAGES.lastTierOpen, path: [index, "upTo"] });
        if (!last && (tier.upTo === null || tier.upTo <= previous)) {
          ctx.addIssue({ code: "custom", message: STAMP_DUTY_RATE_MESSAGES.tierLimitInvalid, path: [index, "upTo"] });
        }
        previous = tier.upTo ?? previous;
      });
    }),
  absdPercent: z.object(Object.fromEntries(BUYER_PROFILES.map((profile) => [profile, byOrder])) as Record<(typeof BUYER_PROFILES)[number], typeof byOrder>),
  loanLimits: z.object({
    ltvPercent: z.object({ standard: byOrder, reduced: byOrder }),
    minCashPercent: z.object({ standard: byOrder, reduced: byOrder }),
    entityLtvPercent: percent,
    reducedLtvTenureYears: years,
    reducedLtvAge: years,
    maxTenureYears: years,
  }),
  debtLimits: z.object({ tdsrPercent: percent, msrPercent: percent, stressRatePercent: percent }),
}) satisfies z.ZodType<PropertyCostRates>;
export type StampDutyRatesInput = z.output<typeof stampDutyRatesSchema>;
