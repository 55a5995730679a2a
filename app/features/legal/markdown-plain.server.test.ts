import { describe, expect, it } from "vitest";
import { legalMarkdown } from "./legal-pages.server";
import { sectionsAsText } from "./markdown-plain.server";

describe("sectionsAsText", () => {
  it.each([
    ["en", "2. Withdrawal instructions", "3. Model withdrawal form", "- Date", "4. Early start"],
    ["de", "2. Widerrufsbelehrung", "3. Muster-Widerrufsformular", "- Datum", "4. Vorzeitiger Beginn"],
  ] as const)(
    "takes the withdrawal instructions and the model form from the %s refund page, as plain text",
    (locale, first, form, lastLine, next) => {
      const blocks = sectionsAsText(legalMarkdown("refund", locale), ["2", "3"]);
      expect(blocks[0]).toBe(first);
      expect(blocks).toContain(form);
      expect(blocks).toContain(lastLine);
      expect(blocks.join("\n")).not.toContain(next);
      expect(blocks.join("\n")).not.toMatch(/[\\{}]|\]\(/);
    },
  );
});
