/**
 * The browser's i18next: the part of i18next's API the app's client code uses, in about a tenth of its
 * size (the landing page's JavaScript budget, issue 23). vite.config.ts puts it in place of `i18next` for
 * the client build only; the server renders with the real i18next, and both read the same catalogues, so
 * the hydrated text is the same. Covered: `ns:key` and nested keys, `count` plurals (Intl.PluralRules,
 * `_one`/`_other` suffixes first, then the bare key), `{{name}}` interpolation without escaping (React
 * escapes), `defaultValue`, `lng` and `ns` options, a backend module that loads catalogues on demand.
 * Not covered (unused in the app's client code): formatters, nesting (`$t()`), context, returnObjects,
 * fallback languages (every key exists in both catalogues; a test keeps them in step).
 */
type Catalogue = Record<string, unknown>;
type Options = Record<string, unknown> & { count?: number; defaultValue?: unknown; lng?: string; ns?: string | string[] };
type Callback = (error: unknown, data: Catalogue | false) => void;
interface Module {
  type: string;
  init?: (instance: LiteI18n) => void;
  read?: (language: string, namespace: string, callback: Callback) => void;
}
export type LiteT = (key: string | string[], options?: Options | string) => string;

const INTERPOLATION = /\{\{(.+?)\}\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (language: string, count: number) => {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
};
const toList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : []);
const lookup = (catalogue: Catalogue | undefined, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Catalogue)[part] : undefined), catalogue);

function interpolate(text: string, values: Options): string {
  return text.replace(INTERPOLATION, (match, raw: string) => {
    const name = raw.trim().replace(/^-\s*/, "").split(",")[0]!.trim();
    const value = lookup(values, name);
    if (value === undefined) return Object.prototype.hasOwnProperty.call(values, name) ? "" : match;
    return value === null ? "" : String(value);
  });
}

export class LiteI18n {
  language = "en";
  options: { defaultNS: string; ns: string[] } & Record<string, unknown> = { defaultNS: "common", ns: [] };
  isInitialized = false;
  private readonly store = new Map<string, Catalogue>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  private backend: Module | null = null;

  use(module: Module) {
    if (module.type === "backend") this.backend = module;
    else module.init?.(this);
    return this;
  }

  async init(options: Record<string, unknown>) {
    const ns = toList(options.ns);
    this.options = { ...options, defaultNS: typeof options.defaultNS === "string" ? options.defaultNS : "common", ns };
    this.language = typeof options.lng === "string" ? options.lng : this.language;
    await this.loadNamespaces(ns);
    this.isInitialized = true;
    this.emit("initialized", this.options);
    return this.t;
  }

  get languages() {
    return [this.language];
  }

  get resolvedLanguage() {
    return this.language;
  }

  hasLoadedNamespace(namespace: string, options?: { lng?: string }) {
    return this.store.has(`${options?.lng ?? this.language}|${namespace}`);
  }

  loadNamespaces(namespaces: string | string[], done?: () => void): Promise<void> {
    const loads = toList(namespaces).map((namespace) => this.load(this.language, namespace));
    return Promise.all(loads).then(() => done?.());
  }

  async changeLanguage(language: string) {
    this.language = language;
    const loaded = new Set([...this.store.keys()].map((entry) => entry.split("|")[1]!));
    await Promise.all([...loaded].map((namespace) => this.load(language, namespace)));
    this.emit("languageChanged", language);
    return this.t;
  }

  getResource(language: string, namespace: string, key: string) {
    return lookup(this.store.get(`${language}|${namespace}`), key);
  }

  addResourceBundle(language: string, namespace: string, catalogue: Catalogue) {
    this.store.set(`${language}|${namespace}`, catalogue);
    return this;
  }

  on(event: string, listener: (...args: unknown[]) => void) {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string, listener?: (...args: unknown[]) => void) {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  exists(key: string, options?: Options) {
    return this.resolve(options?.lng ?? this.language, toList(options?.ns)[0] ?? this.options.defaultNS, key, options ?? {}) !== undefined;
  }

  t: LiteT = (key, options) => this.translate(this.language, this.options.defaultNS, key, options);

  getFixedT(language?: string | null, namespace?: string | string[] | null): LiteT {
    const fixed: LiteT = (key, options) => this.translate(language ?? this.language, toList(namespace)[0] ?? this.options.defaultNS, key, options);
    return fixed;
  }

  private translate(language: string, namespace: string, keys: string | string[], given?: Options | string): string {
    const options: Options = typeof given === "string" ? { defaultValue: given } : (given ?? {});
    const lng = options.lng ?? language;
    const ns = toList(options.ns)[0] ?? namespace;
    const list = toList(keys);
    for (const key of list) {
      const value = this.resolve(lng, ns, key, options);
      if (value !== undefined) return interpolate(value, options);
    }
    const last = list.at(-1) ?? "";
    const fallback = typeof options.defaultValue === "string" ? options.defaultValue : last.includes(":") ? last.slice(last.indexOf(":") + 1) : last;
    return interpolate(fallback, options);
  }

  private resolve(language: string, namespace: string, raw: string, options: Options): string | undefined {
    const split = raw.indexOf(":");
    const ns = split > 0 ? raw.slice(0, split) : namespace;
    const key = split > 0 ? raw.slice(split + 1) : raw;
    const catalogue = this.store.get(`${language}|${ns}`);
    if (!catalogue && this.backend) void this.load(language, ns);
    const candidates = typeof options.count === "number" ? [`${key}_${pluralOf(language, options.count)}`, key] : [key];
    for (const candidate of candidates) {
      const value = lookup(catalogue, candidate);
      if (typeof value === "string") return value;
    }
    return undefined;
  }

  private load(language: string, namespace: string): Promise<void> {
    const entry = `${language}|${namespace}`;
    if (this.store.has(entry)) return Promise.resolve();
    let loading = this.pending.get(entry);
    if (!loading) {
      const backend = this.backend;
      loading = new Promise<void>((resolve) => {
        if (!backend?.read) return resolve();
        backend.read(language, namespace, (error, data) => {
          if (!error && data) this.store.set(entry, data);
          this.pending.delete(entry);
          if (!error && data) this.emit("loaded", { [language]: { [namespace]: true } });
          resolve();
        });
      });
      this.pending.set(entry, loading);
    }
    return loading;
  }

  private emit(event: string, ...args: unknown[]) {
    this.listeners.get(event)?.forEach((listener) => listener(...args));
  }
}

const i18next = new LiteI18n();
/** @public (imported as `i18next` by the client build, vite.config.ts) */
export default i18next;
/** @public */
export const createInstance = () => new LiteI18n();
