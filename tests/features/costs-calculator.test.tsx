import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { calculatorFieldsFromQuery } from "~/domain/costs-calculator-input";
import CostsCalculator from "~/features/calculator/costs-calculator";
import { RATES_IN_FORCE } from "../support/stamp-duty-rates";

// Issue 30 item 11: "abc", "-5" or a 15-digit price gave S$0 everywhere and a green "within the
// limit". The server's form (before JavaScript, /calculator?price=…) and the calculator in the
// browser render the same component from the same fields: a field that means nothing shows its
// message and no figures are shown.
async function calculatorPage(query: string): Promise<string> {
  const initial = calculatorFieldsFromQuery(new URLSearchParams(query));
  const { prelude } = await prerender(<CostsCalculator rates={RATES_IN_FORCE} initial={initial} unitTypes={[]} askExecutiveCondominium />);
  return new Response(prelude).text();
}

const priceInput = (html: string) => /<input[^>]*name="price"[^>]*>/.exec(html)?.[0] ?? "";

describe("the costs calculator refuses a field that means nothing", () => {
  it.each([
    ["letters", "abc"],
    ["a negative price", "-5"],
    ["a 15-digit price", "123456789012345"],
    ["a price over S$100 million", "100000001"],
  ])("%s as the price: the price's message on its field, no figures and no 'within the limit'", async (_what, price) => {
    const html = await calculatorPage(`price=${encodeURIComponent(price)}&income=12000`);
    expect(html).toContain("Enter a purchase price in dollars, up to S$100,000,000");
    expect(priceInput(html)).toContain('aria-invalid="true"');
    expect(html).not.toContain("within the limit");
    expect(html).not.toContain("S$0");
    expect(html).not.toContain("Buyer&#x27;s Stamp Duty</dt>");
  });

  it.each([
    ["age", "age=abc", "Enter an age from 21 to 99"],
    ["tenure", "tenure=-5", "Enter a loan tenure from 1 to 35 years"],
    ["rate", "rate=abc", "Enter an interest rate from 0% to 20%"],
    ["income", "income=-5", "Enter an amount in dollars, up to S$10,000,000"],
    ["debts", "debts=abc", "Enter an amount in dollars, up to S$10,000,000"],
  ])("a bad %s is refused on its field", async (field, query, message) => {
    const html = await calculatorPage(new URLSearchParams({ price: "1500000", income: "12000", ...Object.fromEntries(new URLSearchParams(query)) }).toString());
    expect(html).toContain(message);
    expect(/<input[^>]*name="([a-z]+)"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*name="([a-z]+)"/.exec(html)?.slice(1).find(Boolean)).toBe(field);
    expect(html).not.toContain("within the limit");
  });

  it("a good price, written as people write it, is worked out", async () => {
    const html = await calculatorPage(`price=${encodeURIComponent("S$1,500,000")}&income=20000`);
    expect(html).not.toContain('aria-invalid="true"');
    expect(html).toContain("within the limit");
    expect(html).toContain("S$44,600");
  });
});
