import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorBoundary as BlogError } from "~/routes/blog";
import { ErrorBoundary as ListingError } from "~/routes/condos";

// A failed listing or blog load cannot be provoked in the browser tests without breaking the
// database under the whole app, so the two error states are rendered here directly.
describe("load failure states (spec part 1 §2, §8)", () => {
  it("the listing says 'Unable to Load Projects' with the spec's sentence", () => {
    const html = renderToStaticMarkup(<ListingError />);
    expect(html).toContain("Unable to Load Projects");
    expect(html).toContain("There was an issue loading the project data. Please try refreshing the page.");
    expect(html).toContain('role="alert"');
  });

  it("the blog says 'Unable to Load Blog Posts. Please try refreshing the page.'", () => {
    const html = renderToStaticMarkup(<BlogError />);
    expect(html).toContain("Unable to Load Blog Posts");
    expect(html).toContain("Please try refreshing the page.");
  });
});
