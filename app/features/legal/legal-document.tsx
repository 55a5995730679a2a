import { useTranslation } from "#app/platform/i18n/use-translation";
import type { LegalDocument } from "#app/config/operator";
import { PageMeta } from "#app/components/page-meta";
import { useDocumentHtml } from "#app/lib/document-html";
import { LEGAL_BODY_ID, type LegalPageData, type OutlineEntry } from "./rendered";

/** Sections with their subsections nested under them, for a two-level table of contents. */
function nestOutline(outline: OutlineEntry[]) {
  const sections: (OutlineEntry & { children: OutlineEntry[] })[] = [];
  for (const entry of outline) {
    const parent = sections.at(-1);
    if (entry.depth > 2 && parent) parent.children.push(entry);
    else sections.push({ ...entry, children: [] });
  }
  return sections;
}

function TableOfContents({ outline }: { outline: OutlineEntry[] }) {
  const { t } = useTranslation("legal");
  return (
    <nav
      aria-labelledby="toc-title"
      className="print-hidden rounded-xl border border-border bg-surface p-5 text-sm lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto"
    >
      <h2 id="toc-title" className="mb-3 font-semibold">
        {t("toc")}
      </h2>
      <ol className="flex flex-col gap-2">
        {nestOutline(outline).map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="hover:text-accent-strong">
              {section.text}
            </a>
            {section.children.length > 0 ? (
              <ol className="mt-2 flex flex-col gap-2 border-l border-border pl-3">
                {section.children.map((child) => (
                  <li key={child.id}>
                    <a href={`#${child.id}`} className="text-muted hover:text-accent-strong">
                      {child.text}
                    </a>
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A legal text: its own heading, the date and preamble, a table of contents, then the sections. */
export function LegalDocumentPage({ document, page }: { document: LegalDocument; page: LegalPageData }) {
  const { t } = useTranslation("legal");
  const body = useDocumentHtml(LEGAL_BODY_ID, page.body);
  return (
    <div className="print-document mx-auto max-w-(--breakpoint-lg) px-4 py-12">
      <PageMeta title={t(`pages.${document}.title`)} description={t(`pages.${document}.description`)} />
      <h1 className="text-3xl font-bold tracking-tight text-balance break-words hyphens-auto sm:text-4xl">{page.title}</h1>
      <div className="prose-legal mt-4 text-muted" dangerouslySetInnerHTML={{ __html: page.intro }} />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="lg:order-2">
          <TableOfContents outline={page.outline} />
        </div>
        <article id={LEGAL_BODY_ID} className="prose-legal min-w-0 lg:order-1" dangerouslySetInnerHTML={{ __html: body }} />
      </div>
    </div>
  );
}
