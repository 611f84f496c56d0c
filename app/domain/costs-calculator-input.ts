import { BUYER_PROFILES, type BuyerProfile, type CostsInput, type Order } from "~/domain/property-costs";

/**
 * The costs calculator's answers as they travel in a URL (/calculator?price=…) and as the form
 * holds them. Pure and free of zod: the calculator parses them in the browser as the buyer types.
 */

export const CALCULATOR_DEFAULTS = {
  price: 1_500_000,
  profile: "citizen" as BuyerProfile,
  propertyOrder: 1 as Order,
  loanOrder: 1 as Order,
  age: 35,
  tenureYears: 30,
  interestRatePercent: 3,
  monthlyIncome: null as number | null,
  monthlyDebts: 0,
  executiveCondominium: false,
};

export const CALCULATOR_LIMITS = {
  price: { min: 0, max: 100_000_000 },
  age: { min: 21, max: 99 },
  tenureYears: { min: 1, max: 35 },
  interestRatePercent: { min: 0, max: 20 },
  money: { min: 0, max: 10_000_000 },
};

/** The form's fields, named as in the URL. */
export interface CalculatorFields {
  unit: string;
  price: string;
  profile: string;
  property: string;
  loan: string;
  age: string;
  tenure: string;
  rate: string;
  income: string;
  debts: string;
  ec: boolean;
}

function number(text: string | null | undefined, { min, max }: { min: number; max: number }): number | null {
  const cleaned = (text ?? "").replace(/[,\s]|S\$/gi, "");
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value >= min && value <= max ? value : null;
}

function order(text: string | null | undefined): Order {
  const value = Number(text);
  return value === 2 || value === 3 ? value : 1;
}

/** What the calculator computes from the fields; a field that means nothing takes its default. */
export function costsInputFromFields(fields: CalculatorFields, maxTenureYears = CALCULATOR_LIMITS.tenureYears.max): CostsInput {
  const profile = (BUYER_PROFILES as readonly string[]).includes(fields.profile) ? (fields.profile as BuyerProfile) : CALCULATOR_DEFAULTS.profile;
  return {
    price: number(fields.price, CALCULATOR_LIMITS.price) ?? 0,
    profile,
    propertyOrder: order(fields.property),
    loanOrder: order(fields.loan),
    age: number(fields.age, CALCULATOR_LIMITS.age) ?? CALCULATOR_DEFAULTS.age,
    tenureYears: Math.round(number(fields.tenure, { min: 1, max: maxTenureYears }) ?? Math.min(CALCULATOR_DEFAULTS.tenureYears, maxTenureYears)),
    interestRatePercent: number(fields.rate, CALCULATOR_LIMITS.interestRatePercent) ?? CALCULATOR_DEFAULTS.interestRatePercent,
    monthlyIncome: number(fields.income, CALCULATOR_LIMITS.money),
    monthlyDebts: number(fields.debts, CALCULATOR_LIMITS.money) ?? 0,
    executiveCondominium: fields.ec,
  };
}

/**
 * The form's starting fields from a URL's query, with a unit type's price (in dollars) when one
 * is chosen and no price was typed.
 */
export function calculatorFieldsFromQuery(params: URLSearchParams, unitPrices: Record<string, number> = {}, executiveCondominium = false): CalculatorFields {
  const requested = params.get("unit") ?? "";
  const typedPrice = params.get("price");
  const firstUnit = Object.keys(unitPrices)[0];
  const unit = requested in unitPrices ? requested : !typedPrice && !params.has("unit") && firstUnit ? firstUnit : "";
  const price = typedPrice ?? String(unit ? unitPrices[unit] : CALCULATOR_DEFAULTS.price);
  return {
    unit,
    price: price.slice(0, 20),
    profile: params.get("profile") ?? CALCULATOR_DEFAULTS.profile,
    property: params.get("property") ?? "1",
    loan: params.get("loan") ?? "1",
    age: (params.get("age") ?? String(CALCULATOR_DEFAULTS.age)).slice(0, 5),
    tenure: (params.get("tenure") ?? String(CALCULATOR_DEFAULTS.tenureYears)).slice(0, 5),
    rate: (params.get("rate") ?? String(CALCULATOR_DEFAULTS.interestRatePercent)).slice(0, 6),
    income: (params.get("income") ?? "").slice(0, 20),
    debts: (params.get("debts") ?? "").slice(0, 20),
    ec: params.has("ec") ? params.get("ec") === "on" || params.get("ec") === "1" : executiveCondominium,
  };
}

/** The answers the form holds as text, by the names they have in it (the EC box is a checkbox). */
export const CALCULATOR_TEXT_FIELDS = ["unit", "price", "profile", "property", "loan", "age", "tenure", "rate", "income", "debts"] as const;

/**
 * The fields once the calculator's code takes over a form the buyer already typed into (on a
 * slow network its code comes after the page): what the form holds wins over what the page
 * started with, by the rules of typing it later. A typed price is no unit type's; a unit type
 * chosen brings its price. Unchanged, `start` itself.
 */
export function fieldsTypedBeforeTakeover(start: CalculatorFields, typed: Partial<CalculatorFields>, unitPrices: Record<string, number>): CalculatorFields {
  const changed = (Object.keys(typed) as (keyof CalculatorFields)[]).filter((name) => typed[name] !== undefined && typed[name] !== start[name]);
  if (!changed.length) return start;
  const fields = { ...start, ...Object.fromEntries(changed.map((name) => [name, typed[name]])) };
  if (changed.includes("price")) return { ...fields, unit: "" };
  if (changed.includes("unit") && fields.unit in unitPrices) return { ...fields, price: String(unitPrices[fields.unit]) };
  return fields;
}
