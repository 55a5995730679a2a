/** The shape of rendered Markdown as loaders hand it to components (kept apart from the server renderer). */
export interface OutlineEntry {
  id: string;
  text: string;
  depth: number;
}

export interface RenderedMarkdown {
  /** Text of the first level-1 heading, which is not part of `intro` or `body`. */
  title: string;
  /** Everything between the title and the first level-2 heading (date line, preamble). */
  intro: string;
  /** From the first level-2 heading on. */
  body: string;
  /** Level-2 and level-3 headings in order, for a table of contents. */
  outline: OutlineEntry[];
}

/** The element that holds a legal text's sections: its HTML reaches the browser once (htmlForLoaderData). */
export const LEGAL_BODY_ID = "legal-body";

/** A legal page as its loader hands it over: the body only where the document does not already carry it. */
export type LegalPageData = Omit<RenderedMarkdown, "body"> & { body: string | undefined };
