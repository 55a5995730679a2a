// The page cache's hit rate for a replay of 1,000 signed-out visitors with varied cookies (issue 23): each
// visitor has their own consent cookie (its own time of choice) or none, a theme or none, a language choice
// or none, analytics and advertising ids or none, a preferred language, and views three public pages. A
// fixed seed makes the replay the same in every run. Printed beside what the former key (the whole Cookie
// header) would have hit for the same requests.

const VISITORS = 1000;
const VIEWS = 3;

/** A small deterministic generator (mulberry32), so two runs replay the same visitors. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The cookie `name` as the app sets it when a visitor posts `fields` to `path`. */
async function cookieFrom(base, path, fields, name) {
  const response = await fetch(base + path, { method: "POST", body: new URLSearchParams({ redirectTo: "/", ...fields }), redirect: "manual" });
  return (
    response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${name}=`))
      ?.split(";")[0] ?? null
  );
}

export async function replayVisitors(base, pages) {
  const next = random(20261124);
  const pick = (list) => list[Math.floor(next() * list.length)];
  let views = 0;
  let hits = 0;
  const wholeHeaderKeys = new Set();
  let wholeHeaderHits = 0;
  for (let visitor = 0; visitor < VISITORS; visitor++) {
    const consent = pick([null, "accept-all", "reject-all"]);
    const theme = pick([null, "dark", "light"]);
    const cookies = [
      consent ? await cookieFrom(base, "/resources/consent", { intent: consent }, "consent") : null,
      theme ? await cookieFrom(base, "/resources/theme", { theme }, "theme") : null,
      next() < 0.2 ? await cookieFrom(base, "/resources/locale", { locale: "en" }, "lng") : null,
      next() < 0.5 ? `_ga=GA1.1.${Math.floor(next() * 1e9)}.${Math.floor(next() * 1e9)}` : null,
      next() < 0.3 ? `_fbp=fb.1.1764000000000.${Math.floor(next() * 1e9)}` : null,
    ].filter(Boolean);
    const headers = { Cookie: cookies.join("; "), "Accept-Language": pick(["en-US,en;q=0.9", "de-DE,de;q=0.9"]) };
    for (let view = 0; view < VIEWS; view++) {
      const path = pick(pages);
      const response = await fetch(base + path, { headers, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 200) continue;
      views++;
      if (response.headers.get("x-page-cache") === "hit") hits++;
      const wholeHeaderKey = `${path}\0${headers.Cookie}\0${headers["Accept-Language"]}`;
      if (wholeHeaderKeys.has(wholeHeaderKey)) wholeHeaderHits++;
      wholeHeaderKeys.add(wholeHeaderKey);
    }
  }
  return { views, hits, wholeHeaderHits };
}
