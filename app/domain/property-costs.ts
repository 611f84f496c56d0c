/**
 * What buying a private home in Singapore costs: stamp duties, the loan the limits allow, the
 * monthly instalment, the debt-servicing test and the progressive payments of a building under
 * construction. Pure: the rates come in as data (the dated `stamp_duty_rates` row in force,
 * decision record 042), so the same code runs in the browser and on the server.
 */

export const BUYER_PROFILES = ["citizen", "permanent-resident", "foreigner", "entity"] as const;
export type BuyerProfile = (typeof BUYER_PROFILES)[number];

export const BUYER_PROFILE_LABELS: Readonly<Record<BuyerProfile, string>> = {
  citizen: "Singapore Citizen",
  "permanent-resident": "Singapore Permanent Resident",
  foreigner: "Foreigner",
  entity: "Entity (company or trust)",
};

/** First, second, third and later: the order of a property owned or of a housing loan. */
export const ORDERS = [1, 2, 3] as const;
export type Order = (typeof ORDERS)[number];

export const PROPERTY_ORDER_LABELS: Readonly<Record<Order, string>> = {
  1: "First residential property",
  2: "Second residential property",
  3: "Third or later residential property",
};

export const LOAN_ORDER_LABELS: Readonly<Record<Order, string>> = {
  1: "No other housing loan",
  2: "One other housing loan",
  3: "Two or more other housing loans",
};

/** Percentages for the first, the second, and the third and later. */
export type ByOrder = readonly [number, number, number];

/** A Buyer's Stamp Duty band: the rate on the part of the price up to `upTo` dollars (null: the rest). */
export interface BsdTier {
  upTo: number | null;
  ratePercent: number;
}

export interface LoanLimits {
  /** Loan-to-value by loan order for individuals; `reduced` past the tenure or age threshold. */
  ltvPercent: { standard: ByOrder; reduced: ByOrder };
  /** The part of the price that must be paid in cash (not CPF), by loan order. */
  minCashPercent: { standard: ByOrder; reduced: ByOrder };
  /** Loan-to-value for a company or trust (non-individual borrowers). */
  entityLtvPercent: number;
  /** The reduced limits apply when the tenure exceeds this many years... */
  reducedLtvTenureYears: number;
  /** ...or when the loan runs past this age of the borrower. */
  reducedLtvAge: number;
  maxTenureYears: number;
}

export interface DebtLimits {
  /** Total Debt Servicing Ratio: all monthly debts at most this share of gross monthly income. */
  tdsrPercent: number;
  /** Mortgage Servicing Ratio for an Executive Condominium bought from the developer. */
  msrPercent: number;
  /** The interest rate floor the servicing ratios are computed at. */
  stressRatePercent: number;
}

export interface PropertyCostRates {
  /** 'YYYY-MM-DD': the day these rates took effect. */
  effectiveDate: string;
  source: string;
  bsdTiers: BsdTier[];
  absdPercent: Readonly<Record<BuyerProfile, ByOrder>>;
  loanLimits: LoanLimits;
  debtLimits: DebtLimits;
}

export interface CostsInput {
  /** Purchase price in dollars. */
  price: number;
  profile: BuyerProfile;
  /** This purchase is the buyer's first, second, or third or later residential property. */
  propertyOrder: Order;
  /** The loan for it is the buyer's first, second, or third or later housing loan. */
  loanOrder: Order;
  /** The oldest borrower's age today. */
  age: number;
  tenureYears: number;
  interestRatePercent: number;
  /** Gross monthly income in dollars; null when not given. */
  monthlyIncome: number | null;
  /** Other monthly debt repayments in dollars (car loan, cards). */
  monthlyDebts: number;
  /** An Executive Condominium bought from its developer: the MSR applies as well. */
  executiveCondominium: boolean;
}

export interface PaymentStage {
  label: string;
  percent: number;
  amount: number;
  /** How the stage is funded: cash, then cash or CPF (the rest of the downpayment), then the loan. */
  cash: number;
  cashOrCpf: number;
  loan: number;
}

export interface CostsResult {
  bsd: number;
  absd: number;
  absdPercent: number;
  stampDuty: number;
  ltvPercent: number;
  /** The lower loan limit applies (tenure past the threshold, or past the age). */
  reducedLtv: boolean;
  loan: number;
  downpayment: number;
  minCash: number;
  cashOrCpf: number;
  /** Downpayment and stamp duties: what is paid before the bank lends. */
  upfront: number;
  monthlyInstalment: number;
  /** The instalment at the stress rate, which the servicing ratios use. */
  stressInstalment: number;
  stressRatePercent: number;
  /** The buyer's TDSR with this loan, in percent; null without an income. */
  tdsr: number | null;
  msr: number | null;
  /** Whether the loan passes TDSR (and MSR for an EC); null without an income. */
  withinLimits: boolean | null;
  /** The lowest gross monthly income with which this loan passes. */
  requiredIncome: number;
  schedule: PaymentStage[];
}

const wholeDollars = (amount: number) => Math.floor(amount + 1e-9);
const clampOrder = (order: number): 0 | 1 | 2 => (Math.min(3, Math.max(1, Math.trunc(order))) - 1) as 0 | 1 | 2;

/** Buyer's Stamp Duty: each band of the price at its rate, rounded down to the dollar (IRAS). */
export function buyerStampDuty(price: number, tiers: readonly BsdTier[]): number {
  let duty = 0;
  let lower = 0;
  for (const tier of tiers) {
    if (price <= lower) break;
    const upper = tier.upTo === null ? price : Math.min(price, tier.upTo);
    duty += ((upper - lower) * tier.ratePercent) / 100;
    if (tier.upTo === null) break;
    lower = tier.upTo;
  }
  return wholeDollars(duty);
}

/** The ABSD rate for a profile buying its first, second, or third and later property. */
export function absdRate(profile: BuyerProfile, propertyOrder: Order, rates: Pick<PropertyCostRates, "absdPercent">): number {
  return rates.absdPercent[profile][clampOrder(propertyOrder)];
}

export function additionalBuyerStampDuty(price: number, profile: BuyerProfile, propertyOrder: Order, rates: Pick<PropertyCostRates, "absdPercent">): number {
  return wholeDollars((price * absdRate(profile, propertyOrder, rates)) / 100);
}

/** Whether the lower loan limits apply: a tenure past the threshold, or a loan running past the age. */
export function isReducedLtv(age: number, tenureYears: number, limits: LoanLimits): boolean {
  return tenureYears > limits.reducedLtvTenureYears || age + tenureYears > limits.reducedLtvAge;
}

export function loanToValue(input: Pick<CostsInput, "profile" | "loanOrder" | "age" | "tenureYears">, limits: LoanLimits) {
  const reduced = isReducedLtv(input.age, input.tenureYears, limits);
  const order = clampOrder(input.loanOrder);
  const band = reduced ? "reduced" : "standard";
  const ltvPercent = input.profile === "entity" ? limits.entityLtvPercent : limits.ltvPercent[band][order];
  return { ltvPercent, minCashPercent: limits.minCashPercent[band][order], reduced };
}

/** The monthly repayment of an annuity loan; the principal over the months at a 0 % rate. */
export function monthlyInstalment(principal: number, annualRatePercent: number, tenureYears: number): number {
  const months = Math.round(tenureYears * 12);
  if (principal <= 0 || months <= 0) return 0;
  const rate = annualRatePercent / 100 / 12;
  if (rate === 0) return principal / months;
  return (principal * rate) / (1 - (1 + rate) ** -months);
}

/**
 * Progressive payments for a building under construction (Housing Developers Rules): the option
 * fee, the rest of the 20 % within 8 weeks, the construction stages, 25 % at TOP and 15 % at
 * legal completion.
 */
export const PROGRESSIVE_PAYMENT_STAGES: readonly { label: string; percent: number }[] = [
  { label: "Option to purchase (booking fee)", percent: 5 },
  { label: "Sale and purchase agreement, within 8 weeks", percent: 15 },
  { label: "Foundation completed", percent: 10 },
  { label: "Reinforced concrete framework completed", percent: 10 },
  { label: "Partition walls completed", percent: 5 },
  { label: "Roofing and ceiling completed", percent: 5 },
  { label: "Doors, windows, wiring and plumbing completed", percent: 5 },
  { label: "Car park, roads and drains completed", percent: 5 },
  { label: "Temporary Occupation Permit (TOP)", percent: 25 },
  { label: "Legal completion (Certificate of Statutory Completion)", percent: 15 },
];

export function progressivePayments(price: number, funding: { minCash: number; cashOrCpf: number }): PaymentStage[] {
  let cashLeft = funding.minCash;
  let cashOrCpfLeft = funding.cashOrCpf;
  return PROGRESSIVE_PAYMENT_STAGES.map(({ label, percent }) => {
    const amount = (price * percent) / 100;
    const cash = Math.min(amount, cashLeft);
    cashLeft -= cash;
    const cashOrCpf = Math.min(amount - cash, cashOrCpfLeft);
    cashOrCpfLeft -= cashOrCpf;
    return { label, percent, amount, cash, cashOrCpf, loan: amount - cash - cashOrCpf };
  });
}

/** Everything the costs calculator shows, from the buyer's answers and the rates in force. */
export function propertyCosts(input: CostsInput, rates: PropertyCostRates): CostsResult {
  const price = Math.max(0, input.price);
  const bsd = buyerStampDuty(price, rates.bsdTiers);
  const absdPercent = absdRate(input.profile, input.propertyOrder, rates);
  const absd = wholeDollars((price * absdPercent) / 100);
  const { ltvPercent, minCashPercent, reduced } = loanToValue(input, rates.loanLimits);
  const loan = wholeDollars((price * ltvPercent) / 100);
  const downpayment = price - loan;
  const minCash = Math.min(downpayment, (price * minCashPercent) / 100);
  const cashOrCpf = downpayment - minCash;

  const { tdsrPercent, msrPercent, stressRatePercent } = rates.debtLimits;
  const instalment = monthlyInstalment(loan, input.interestRatePercent, input.tenureYears);
  const stressRate = Math.max(input.interestRatePercent, stressRatePercent);
  const stressInstalment = monthlyInstalment(loan, stressRate, input.tenureYears);
  const debts = Math.max(0, input.monthlyDebts);
  const requiredForTdsr = (stressInstalment + debts) / (tdsrPercent / 100);
  const requiredForMsr = input.executiveCondominium ? stressInstalment / (msrPercent / 100) : 0;
  const income = input.monthlyIncome !== null && input.monthlyIncome > 0 ? input.monthlyIncome : null;
  const tdsr = income ? ((stressInstalment + debts) / income) * 100 : null;
  const msr = income && input.executiveCondominium ? (stressInstalment / income) * 100 : null;

  return {
    bsd,
    absd,
    absdPercent,
    stampDuty: bsd + absd,
    ltvPercent,
    reducedLtv: reduced,
    loan,
    downpayment,
    minCash,
    cashOrCpf,
    upfront: downpayment + bsd + absd,
    monthlyInstalment: instalment,
    stressInstalment,
    stressRatePercent: stressRate,
    tdsr,
    msr,
    withinLimits: tdsr === null ? null : tdsr <= tdsrPercent && (msr === null || msr <= msrPercent),
    requiredIncome: Math.max(requiredForTdsr, requiredForMsr),
    schedule: progressivePayments(price, { minCash, cashOrCpf }),
  };
}
