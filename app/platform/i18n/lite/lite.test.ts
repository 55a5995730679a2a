import { createInstance } from "i18next";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Trans as RealTrans } from "react-i18next";
import { describe, expect, it } from "vitest";
import { resources } from "../catalogues.server";
import { i18nextOptions } from "../options";
import { LiteI18n } from "./i18next";
import { Trans as LiteTrans } from "./react-i18next";

const real = (lng: string) => {
  const instance = createInstance({ ...i18nextOptions, resources, lng });
  void instance.init();
  return instance;
};
const lite = (lng: string) => {
  const instance = new LiteI18n();
  void instance.init({ ...i18nextOptions, lng, ns: [] });
  for (const [namespace, catalogue] of Object.entries(resources[lng] ?? {}))
    instance.addResourceBundle(lng, namespace, catalogue as Record<string, unknown>);
  return instance;
};

/** Every string in a catalogue as [dotted key, text]. */
const leaves = (node: unknown, prefix = ""): [string, string][] =>
  typeof node === "string"
    ? [[prefix, node]]
    : Object.entries(node as Record<string, unknown>).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));

describe("the browser's i18next (what the client bundle gets in place of the package)", () => {
  for (const lng of ["en", "de"]) {
    it(`translates every ${lng} catalogue string exactly as i18next does, with plurals and values`, () => {
      const [server, browser] = [real(lng), lite(lng)];
      let compared = 0;
      for (const [namespace, catalogue] of Object.entries(resources[lng] ?? {})) {
        for (const [key, text] of leaves(catalogue)) {
          const base = key.replace(/_(zero|one|two|few|many|other)$/, "");
          const names = [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((match) => match[1]!);
          const values = Object.fromEntries(names.map((name) => [name, `‹${name}›`]));
          const variants: Record<string, unknown>[] = base === key ? [values] : [0, 1, 2, 7].map((count) => ({ ...values, count }));
          for (const options of variants) {
            expect(browser.t(`${namespace}:${base}`, options), `${lng} ${namespace}:${base}`).toBe(
              server.t(`${namespace}:${base}`, options as never),
            );
            compared += 1;
          }
        }
      }
      expect(compared).toBeGreaterThan(500);
    });
  }

  it("falls back as i18next does: the key without its namespace, a default value, a value left empty", () => {
    const [server, browser] = [real("en"), lite("en")];
    for (const [key, options] of [
      ["calculator:no.such.key", undefined],
      ["no.such.key", { defaultValue: "Plan B" }],
      ["validation:types.whatever", { defaultValue: "whatever" }],
      ["common:no.such", "A default as a string"],
    ] as const) {
      expect(browser.t(key, options)).toBe(server.t(key, options as never));
    }
    expect(browser.getFixedT(null, "validation")("required")).toBe(server.getFixedT(null, "validation")("required"));
  });

  it("renders a text with named tags as react-i18next's Trans does", () => {
    for (const lng of ["en", "de"]) {
      const components = { terms: createElement("a", { href: "/terms" }), privacy: createElement("a", { href: "/privacy" }) };
      const server = real(lng);
      const expected = renderToStaticMarkup(
        createElement(RealTrans, { i18n: server, t: server.getFixedT(null, "auth"), i18nKey: "signup.legal", components }),
      );
      const actual = renderToStaticMarkup(createElement(LiteTrans, { t: lite(lng).getFixedT(null, "auth"), i18nKey: "signup.legal", components }));
      expect(actual).toBe(expected);
      expect(actual).toContain('<a href="/terms">');
    }
  });

  it("loads a namespace it does not hold yet through its backend, once", async () => {
    const reads: string[] = [];
    const instance = new LiteI18n().use({
      type: "backend",
      read(language, namespace, callback) {
        reads.push(`${language}/${namespace}`);
        callback(null, (resources[language]?.[namespace] ?? {}) as Record<string, unknown>);
      },
    });
    await instance.init({ ...i18nextOptions, lng: "de", ns: ["common"] });
    expect(instance.hasLoadedNamespace("auth")).toBe(false);
    await Promise.all([instance.loadNamespaces(["auth"]), instance.loadNamespaces("auth")]);
    expect(instance.getFixedT(null, "auth")("signup.legal")).toBe(real("de").getFixedT(null, "auth")("signup.legal"));
    expect(reads).toEqual(["de/common", "de/auth"]);
  });
});
