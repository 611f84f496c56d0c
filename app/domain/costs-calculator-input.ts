import { formatMoney } from "~/domain/format";
import { BUYER_PROFILES, type BuyerProfile, type CostsInput, type Order } from "~/domain/property-costs";

/**
 * The costs calculator's answers as they travel in a URL (/calculator?price=…) and as the form
 * holds them, and the rules that read them (its schema). Pure and free of zod: the calculator
 * parses them in the browser as the buyer types, and the server's form before JavaScript renders
 * the same component from the same fields.
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
  price: { min: 1, max: 100_000_000 },
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

/** The fields typed as numbers, by their names in the form and the URL. */
export type CalculatorNumberField = "price" | "age" | "tenure" | "rate" | "income" | "debts";
export type CalculatorErrors = Partial<Record<CalculatorNumberField, string>>;

export const CALCULATOR_MESSAGES = {
  price: `Enter a purchase price in dollars, up to ${formatMoney(CALCULATOR_LIMITS.price.max)}`,
  age: `Enter an age from ${CALCULATOR_LIMITS.age.min} to ${CALCULATOR_LIMITS.age.max}`,
  tenure: (maxYears: number) => `Enter a loan tenure from ${CALCULATOR_LIMITS.tenureYears.min} to ${maxYears} years`,
  rate: `Enter an interest rate from ${CALCULATOR_LIMITS.interestRatePercent.min}% to ${CALCULATOR_LIMITS.interestRatePercent.max}%`,
  money: `Enter an amount in dollars, up to ${formatMoney(CALCULATOR_LIMITS.money.max)}`,
};

/** A number as people write it ('S$1,500,000', '3.5'), within the limits; null for anything else. */
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

export type CalculatorReading = { input: CostsInput; errors: null } | { input: null; errors: CalculatorErrors };

/**
 * What the calculator computes from the fields, or the message of each field that means
 * nothing (letters, a negative number, a price over the limit): then nothing is computed.
 * Income and other debts may be left empty; the choices (buyer, orders) fall back to the first.
 */
export function readCalculatorFields(fields: CalculatorFields, maxTenureYears = CALCULATOR_LIMITS.tenureYears.max): CalculatorReading {
  const errors: CalculatorErrors = {};
  const read = (name: CalculatorNumberField, limits: { min: number; max: number }, message: string, optional = false): number | null => {
    if (optional && !fields[name].trim()) return null;
    const value = number(fields[name], limits);
    if (value === null) errors[name] = message;
    return value;
  };
  const price = read("price", CALCULATOR_LIMITS.price, CALCULATOR_MESSAGES.price);
  const age = read("age", CALCULATOR_LIMITS.age, CALCULATOR_MESSAGES.age);
  const tenure = read("tenure", { min: CALCULATOR_LIMITS.tenureYears.min, max: maxTenureYears }, CALCULATOR_MESSAGES.tenure(maxTenureYears));
  const rate = read("rate", CALCULATOR_LIMITS.interestRatePercent, CALCULATOR_MESSAGES.rate);
  const income = read("income", CALCULATOR_LIMITS.money, CALCULATOR_MESSAGES.money, true);
  const debts = read("debts", CALCULATOR_LIMITS.money, CALCULATOR_MESSAGES.money, true);
  if (price === null || age === null || tenure === null || rate === null || Object.keys(errors).length) return { input: null, errors };
  const profile = (BUYER_PROFILES as readonly string[]).includes(fields.profile) ? (fields.profile as BuyerProfile) : CALCULATOR_DEFAULTS.profile;
  return {
    input: {
      price,
      profile,
      propertyOrder: order(fields.property),
      loanOrder: order(fields.loan),
      age,
      tenureYears: Math.round(tenure),
      interestRatePercent: rate,
      monthlyIncome: income,
      monthlyDebts: debts ?? 0,
      executiveCondominium: fields.ec,
    },
    errors: null,
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

/** The query parameters calculatorFieldsFromQuery reads. */
export const CALCULATOR_QUERY_PARAMS: readonly string[] = [...CALCULATOR_TEXT_FIELDS, "ec"];

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
