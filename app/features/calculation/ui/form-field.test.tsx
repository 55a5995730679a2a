import { describe, expect, it } from "vitest";
import { renderInLanguage } from "../../../../tests/support/render-in-language";
import { NumberInput } from "./form-inputs";
import { RepaymentFieldset } from "./repayment-fieldset";

/** The text a screen reader reads as the input's description: the elements its aria-describedby names. */
function description(html: string, inputId: string): string {
  const ids = new RegExp(`id="${inputId}"[^>]*aria-describedby="([^"]*)"`).exec(html)?.[1] ?? "";
  return ids
    .split(" ")
    .map((id) => new RegExp(`id="${id}"[^>]*>(.*?)</(p|span|ul)>`).exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? `(missing ${id})`)
    .join(" | ");
}

describe("the calculator's units", () => {
  it("are part of each number field's description, in the page's language", async () => {
    const html = await renderInLanguage("/de/calculator", <NumberInput name="specialRepaymentYearly" value="" errors={{}} />);
    expect(description(html, "f-specialRepaymentYearly")).toBe(
      "€/Jahr | Einmal im Jahr mit der 12. Rate gezahlt; viele Darlehen erlauben bis zu 5 % des Darlehens pro Jahr.",
    );
    const english = await renderInLanguage(
      "/calculator",
      <NumberInput name="interestRatePercent" value="" errors={{ interestRatePercent: ["Too high"] }} />,
    );
    expect(description(english, "f-interestRatePercent")).toBe("Too high | % p.a. | The nominal rate per year (Sollzins) for the fixed-rate period.");
  });

  it("describe the repayment choice's inputs too", async () => {
    const html = await renderInLanguage("/de/calculator", <RepaymentFieldset mode="monthlyPayment" values={{}} errors={{}} />);
    expect(description(html, "f-monthlyPayment")).toBe("€/Monat");
    expect(description(html, "f-termYears")).toBe("Jahre");
  });
});
