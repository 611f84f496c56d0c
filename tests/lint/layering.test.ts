import { ESLint } from "eslint";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 32 item 5: the layers hold by lint. Each case plants an import where it must not be and
// expects the rule that forbids it to answer; each allowed import is checked too.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

describe("the layering rules", () => {
  it.each([
    ["server/planted.ts", 'import { SiteHeader } from "~/components/site-header";\nexport const x = SiteHeader;\n'],
    ["server/services/planted.ts", 'import { BrandingForm } from "~/features/branding/branding-form";\nexport const x = BrandingForm;\n'],
    ["server/services/planted.ts", 'import { SiteHeader } from "../../app/components/site-header";\nexport const x = SiteHeader;\n'],
  ])("server/ may not import UI code: %s", async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([expect.stringContaining("server/ imports no UI code")]);
  });

  it("a feature may not import another feature, by alias or by a relative path", async () => {
    expect(await restrictedImports("app/features/blog/planted.tsx", 'import { x } from "~/features/branding/branding-form";\nexport const y = x;\n')).toEqual([
      expect.stringContaining("A feature imports no other feature"),
    ]);
    expect(await restrictedImports("app/features/blog/planted.tsx", 'import { x } from "../branding/branding-form";\nexport const y = x;\n')).toEqual([
      expect.stringContaining("through ~/"),
    ]);
  });

  it("UI code may not import server code outside loaders and actions", async () => {
    expect(await restrictedImports("app/components/planted.tsx", 'import { x } from "#server/guards";\nexport const y = x;\n')).toEqual([
      expect.stringContaining("Only loaders and actions"),
    ]);
  });

  it("allows what the layers allow: the domain from anywhere, its own folder in a feature", async () => {
    expect(await restrictedImports("server/planted.ts", 'import { isRecordId } from "~/domain/record-id";\nexport const y = isRecordId;\n')).toEqual([]);
    expect(await restrictedImports("app/features/blog/planted.tsx", 'import { x } from "./blog-card";\nexport const y = x;\n')).toEqual([]);
    expect(await restrictedImports("app/features/blog/planted.tsx", 'import { Button } from "~/components/ui/button";\nexport const y = Button;\n')).toEqual([]);
  });
});
