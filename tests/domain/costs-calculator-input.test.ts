import { describe, expect, it } from "vitest";
import { CALCULATOR_MESSAGES, calculatorFieldsFromQuery, fieldsTypedBeforeTakeover, readCalculatorFields } from "~/domain/costs-calculator-input";

const PRICES = { "unit-2br": 1_480_000, "unit-3br": 2_026_000 };
const start = calculatorFieldsFromQuery(new URLSearchParams(), PRICES);

describe("answers typed into the server's form before the calculator's code took over", () => {
  it("starts from the first unit type's price", () => {
    expect(start).toMatchObject({ unit: "unit-2br", price: "1480000", profile: "citizen", rate: "3", ec: false });
  });

  it("is the starting fields themselves when nothing was typed", () => {
    expect(fieldsTypedBeforeTakeover(start, { ...start }, PRICES)).toBe(start);
    expect(fieldsTypedBeforeTakeover(start, {}, PRICES)).toBe(start);
  });

  it("keeps every answer typed, and a typed price is no unit type's", () => {
    const fields = fieldsTypedBeforeTakeover(start, { ...start, price: "1500000", profile: "foreigner", rate: "3.5", ec: true }, PRICES);
    expect(fields).toEqual({ ...start, unit: "", price: "1500000", profile: "foreigner", rate: "3.5", ec: true });
  });

  it("gives a unit type chosen its price", () => {
    expect(fieldsTypedBeforeTakeover(start, { unit: "unit-3br", price: start.price }, PRICES)).toEqual({ ...start, unit: "unit-3br", price: "2026000" });
  });

  it("keeps a price typed after a unit type was chosen", () => {
    expect(fieldsTypedBeforeTakeover(start, { unit: "unit-3br", price: "2100000" }, PRICES)).toEqual({ ...start, unit: "", price: "2100000" });
  });

  it("keeps the price when 'Another price' is chosen", () => {
    expect(fieldsTypedBeforeTakeover(start, { unit: "" }, PRICES)).toEqual({ ...start, unit: "" });
  });
});

describe("the calculator's schema: a field that means nothing has its message, and nothing is computed (issue 30 item 11)", () => {
  const fields = (values: Partial<typeof start> = {}) => ({ ...start, unit: "", price: "1500000", income: "12000", ...values });

  it.each(["abc", "-5", "0", "123456789012345", "100000001", "1e6", ""])("price %j is refused", (price) => {
    expect(readCalculatorFields(fields({ price }))).toEqual({ input: null, errors: { price: CALCULATOR_MESSAGES.price } });
  });

  it("each number field is refused on its own name", () => {
    expect(readCalculatorFields(fields({ age: "abc", tenure: "-5", rate: "21", income: "x", debts: "-1" })).errors).toEqual({
      age: "Enter an age from 21 to 99",
      tenure: "Enter a loan tenure from 1 to 35 years",
      rate: "Enter an interest rate from 0% to 20%",
      income: "Enter an amount in dollars, up to S$10,000,000",
      debts: "Enter an amount in dollars, up to S$10,000,000",
    });
    expect(readCalculatorFields(fields({ tenure: "31" }), 30).errors).toEqual({ tenure: "Enter a loan tenure from 1 to 30 years" });
  });

  it("reads figures as people write them; income and debts may be left empty", () => {
    expect(readCalculatorFields(fields({ price: "S$ 1,500,000", income: "", debts: "" }))).toMatchObject({
      errors: null,
      input: { price: 1_500_000, monthlyIncome: null, monthlyDebts: 0, age: 35, tenureYears: 30, interestRatePercent: 3 },
    });
  });
});
