// Lint for the hand-written TypeScript (the generated folders are formatted by the generator and
// checked by `npm run check`, so they are left out). typescript-eslint's recommended rules.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["generated/**", "conformance/generated/**", "scenes/generated/**", "node_modules/**", "**/*.golden"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { console: "readonly", process: "readonly", URL: "readonly" } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
);
