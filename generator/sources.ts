// The seed documents a spec may cite: the key a `@source("000", …)` names → the document's file in
// ../shared/seeds/. The checker validates citations against it; the emitter and the report print
// the file name.
export const SEED_FILES: Readonly<Record<string, string>> = {
  "000": "000_b83935d7d7846899.txt",
  "002": "002_b4d80f5598196c1c.txt",
  "003": "003_de20169d39e999ff.txt",
};
