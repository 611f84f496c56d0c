import js from "@eslint/js";
import { readdirSync } from "node:fs";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Patterns are gitignore-style: a leading '#' would start a comment, so '#server' is escaped.
const serverImports = {
  patterns: [
    { group: ["\\#server/**", "**/server/*", "../server/**", "../../server/**"], message: "Only loaders and actions (app/routes, app/root.tsx) may import server code." },
  ],
};

// A service's internal modules write without checking the actor: only services import them
// (decision record 129), never a route, the root or the rest of the server.
const serviceInternals = {
  group: ["\\#server/services/internal/**", "\\#server/services/*/internal/**", "**/services/internal/**", "**/services/*/internal/**"],
  message: "server/services/**/internal/* skips the permission check: call the service that checks the actor instead.",
};

// The server reads the domain, never the UI: what both need lives in app/domain.
const uiImports = {
  group: ["~/features/**", "~/components/**", "**/app/features/**", "**/app/components/**", "~/routes/**", "**/app/routes/**"],
  message: "server/ imports no UI code (app/features, app/components, app/routes): move what both need to app/domain.",
};

// A feature reaches outside its own folder through ~/ only, where the rules above can see it.
const parentImports = {
  group: ["../**", ".."],
  message: "A feature imports what is outside its folder through ~/ (a relative path would slip past the feature rule).",
};

const otherFeatures = (feature) => ({
  group: ["~/features/*/**", ...(feature ? [`!~/features/${feature}/**`] : [])],
  message: "A feature imports no other feature: move what both need to app/components or app/domain, or let the route compose them.",
});
const features = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "drizzle/", "test-results/", "playwright-report/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["error", "warn"] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: ["app/components/**", "app/domain/**", "app/entry.client.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [...serverImports.patterns, otherFeatures(null)] }] },
  },
  ...features.map((feature) => ({
    files: [`app/features/${feature}/**`],
    rules: { "no-restricted-imports": ["error", { patterns: [...serverImports.patterns, otherFeatures(feature), parentImports] }] },
  })),
  {
    files: ["server/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [uiImports, serviceInternals] }] },
  },
  {
    files: ["server/services/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [uiImports] }] },
  },
  {
    files: ["app/routes/**", "app/root.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [serviceInternals] }] },
  },
  {
    files: ["tests/**", "scripts/**"],
    rules: { "no-console": "off" },
  },
);
