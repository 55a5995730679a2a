/**
 * Intl formatters are costly to build (locale data lookup) and cheap to reuse: one per locale and
 * options, kept for the process's life. There are only a handful of combinations.
 */
type Format = Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat;
const formats = new Map<string, Format>();

function remembered<F extends Format>(kind: string, locale: string, options: object, build: () => F): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return remembered("date", locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return remembered("number", locale, options, () => new Intl.NumberFormat(locale, options));
}

export function listFormat(locale: string, options: Intl.ListFormatOptions): Intl.ListFormat {
  return remembered("list", locale, options, () => new Intl.ListFormat(locale, options));
}
