-- The costs calculator's rates in force when it shipped (decision record 042). Later rates are
-- added by a master user through updateStampDutyRates, never by editing this row.
INSERT INTO "stamp_duty_rates" ("effective_date", "source", "bsd_tiers", "absd_percent", "loan_limits", "debt_limits") VALUES (
  '2023-04-27',
  'IRAS: Buyer''s Stamp Duty on residential property from 15 Feb 2023 and Additional Buyer''s Stamp Duty from 27 Apr 2023; MAS: loan-to-value limits, TDSR 55% and MSR 30% at the 4% medium-term interest rate floor',
  '[{"upTo":180000,"ratePercent":1},{"upTo":360000,"ratePercent":2},{"upTo":1000000,"ratePercent":3},{"upTo":1500000,"ratePercent":4},{"upTo":3000000,"ratePercent":5},{"upTo":null,"ratePercent":6}]'::jsonb,
  '{"citizen":[0,20,30],"permanent-resident":[5,30,35],"foreigner":[60,60,60],"entity":[65,65,65]}'::jsonb,
  '{"ltvPercent":{"standard":[75,45,35],"reduced":[55,25,15]},"minCashPercent":{"standard":[5,25,25],"reduced":[10,25,25]},"entityLtvPercent":15,"reducedLtvTenureYears":30,"reducedLtvAge":65,"maxTenureYears":35}'::jsonb,
  '{"tdsrPercent":55,"msrPercent":30,"stressRatePercent":4}'::jsonb
);
