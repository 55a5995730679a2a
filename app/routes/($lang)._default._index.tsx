import { useTranslation } from "#app/platform/i18n/use-translation";
import { LocalizedLink } from "#app/components/localized-link";
import { PageMeta } from "#app/components/page-meta";
import { OrganizationJsonLd } from "#app/platform/seo/json-ld";
import { FIXED_PLAN_LIMITS } from "#app/features/billing/plans";

export const handle = { i18n: ["landing"], publicPage: true, advertisingPixel: true };

const featureValues = { free: FIXED_PLAN_LIMITS.free.comparisonSize, plus: FIXED_PLAN_LIMITS.plus.comparisonSize };

const primaryButton = "rounded-lg bg-accent px-5 py-3 font-semibold text-accent-fg no-underline hover:bg-accent-strong";
const secondaryButton = "rounded-lg border border-border bg-surface px-5 py-3 font-semibold no-underline hover:bg-subtle";

export default function Landing() {
  const { t } = useTranslation(["landing", "common"]);
  const features = ["calculator", "compare", "chat"] as const;
  const audiences = ["firstBuyers", "investors", "advisors"] as const;
  return (
    <>
      <PageMeta description={t("common:brand.description")} />
      <OrganizationJsonLd />
      <section className="bg-surface">
        <div className="mx-auto flex max-w-(--breakpoint-lg) flex-col gap-6 px-4 py-16 sm:py-24">
          <p className="font-semibold text-accent-strong">{t("hero.eyebrow")}</p>
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t("hero.title")}</h1>
          <p className="max-w-2xl text-lg text-muted">{t("hero.lead")}</p>
          <div className="flex flex-wrap gap-3">
            <LocalizedLink to="/signup" className={primaryButton}>
              {t("hero.ctaSignup")}
            </LocalizedLink>
            <LocalizedLink to="/calculator" className={secondaryButton}>
              {t("hero.ctaCalculator")}
            </LocalizedLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="features" className="mx-auto max-w-(--breakpoint-lg) px-4 py-16">
        <h2 id="features" className="text-2xl font-bold">
          {t("features.title")}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {features.map((key) => (
            <li key={key} className="rounded-xl border border-border bg-surface p-6">
              <h3 className="text-lg font-semibold">{t(`features.${key}.title`)}</h3>
              <p className="mt-2 text-muted">{t(`features.${key}.body`, featureValues)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="audience" className="bg-surface">
        <div className="mx-auto max-w-(--breakpoint-lg) px-4 py-16">
          <h2 id="audience" className="text-2xl font-bold">
            {t("audience.title")}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {audiences.map((key) => (
              <li key={key}>
                <h3 className="font-semibold">{t(`audience.${key}.title`)}</h3>
                <p className="mt-1 text-muted">{t(`audience.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how" className="mx-auto max-w-(--breakpoint-lg) px-4 py-16">
        <h2 id="how" className="text-2xl font-bold">
          {t("how.title")}
        </h2>
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {(["step1", "step2", "step3"] as const).map((step, index) => (
            <li key={step} className="flex gap-4 rounded-xl bg-subtle p-5">
              <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-fg">
                {index + 1}
              </span>
              <p>{t(`how.${step}`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="closing" className="mx-auto max-w-(--breakpoint-lg) px-4 pb-8">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-accent p-8 text-accent-fg sm:p-12">
          <h2 id="closing" className="text-2xl font-bold">
            {t("closing.title")}
          </h2>
          <p className="max-w-2xl">{t("closing.body")}</p>
          <LocalizedLink to="/signup" className="rounded-lg bg-surface px-5 py-3 font-semibold text-fg no-underline hover:bg-subtle">
            {t("closing.cta")}
          </LocalizedLink>
        </div>
      </section>
    </>
  );
}
