import { describe, expect, it } from "vitest";
import { calculatorFieldsFromQuery, fieldsTypedBeforeTakeover } from "~/domain/costs-calculator-input";

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
