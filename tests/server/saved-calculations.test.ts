import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { adminClient } from "../support/clients";
import { signedInUser } from "../support/account";
import { postForm } from "../support/http";

const SEARCH =
  "?purchasePrice=300000&state=NW&contractDate=2026-03-01&equity=60000&interestRatePercent=3.8&initialRepaymentPercent=2&coldRentMonthly=1000";
const OWN_HOME = "?purchasePrice=450000&state=BY&contractDate=2026-03-01&equity=150000&interestRatePercent=3.5&initialRepaymentPercent=3";

let app: RunningApp;
let user: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await startApp();
  user = await signedInUser("Saver");
});
afterAll(() => app.stop());

const save = (name: string, search = SEARCH, cookie = user.cookie) =>
  postForm(app, `/calculator${search}`, { intent: "save", name, search }, { Cookie: cookie });
const page = async (path: string, cookie = user.cookie) => {
  const response = await fetch(app.url + path, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: response.status, html: await response.text() };
};

async function storedRows(userId: string) {
  const { data, error } = await adminClient().from("calculations").select("*").eq("user_id", userId).order("created_at");
  if (error) throw error;
  return data;
}

describe("saving from the calculator", () => {
  it("offers the form to signed-in users and a way back through the login page to others", async () => {
    expect((await page(`/calculator${SEARCH}`)).html).toContain('name="intent" value="save"');
    const signedOut = await page(`/de/calculator${SEARCH}`, "");
    expect(signedOut.html).not.toContain('name="intent" value="save"');
    expect(signedOut.html).toContain(
      `/de/login?${new URLSearchParams({ redirectTo: `/de/calculator${SEARCH}` }).toString().replaceAll("&", "&amp;")}`,
    );
  });

  it("sends a signed-out post to the login page, keeping the calculation, and stores nothing", async () => {
    const response = await postForm(app, `/de/calculator${SEARCH}`, { intent: "save", name: "Anonymous", search: SEARCH });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/de/login?${new URLSearchParams({ redirectTo: `/de/calculator${SEARCH}` })}`);
    const { data } = await adminClient().from("calculations").select("id").eq("name", "Anonymous");
    expect(data).toEqual([]);
  });

  it("stores the engine's full input with the schema version and returns to the calculation", async () => {
    const response = await save("  Flat in Cologne  ");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/calculator${SEARCH}#save`);
    const [row] = await storedRows(user.id);
    expect(row).toMatchObject({ name: "Flat in Cologne", schema_version: 1 });
    expect(row?.inputs).toMatchObject({
      purchasePrice: 300000,
      state: "NW",
      contractDate: "2026-03-01",
      interestRatePercent: 3.8,
      vacancyPercent: 2,
      holdingYears: 15,
    });
  });

  it("refuses an empty or too long name and inputs the engine refuses, saying why", async () => {
    const empty = await save("   ");
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Required");
    const long = await save("x".repeat(121));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Must be at most 120 characters long");
    const invalid = await postForm(
      app,
      "/de/calculator?purchasePrice=5",
      { intent: "save", name: "Broken", search: "?purchasePrice=5" },
      { Cookie: user.cookie },
    );
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain("Diese Angaben können nicht gespeichert werden");
    expect((await storedRows(user.id)).map((row) => row.name)).not.toContain("Broken");
  });
});

describe("the list of saved calculations", () => {
  it("shows each with its date and key figures from the engine, in the page's language", async () => {
    await save("Own home in Munich", OWN_HOME);
    const { html } = await page("/de/calculations");
    expect(html).toContain("Flat in Cologne");
    expect(html).toContain("Own home in Munich");
    expect(html).toMatch(/Monatsrate<\/dt><dd[^>]*>1\.335,02\s€/);
    expect(html).toContain("nicht vermietet");
    expect(html).toMatch(/Gespeichert am \d{1,2}\. [A-Z][a-zä]+ 20\d\d/);
    expect(html).toContain(`href="/de/calculator?purchasePrice=300000&amp;state=NW&amp;contractDate=2026-03-01`);
  });

  it("offers to compare as many as the plan allows: three on the free plan", async () => {
    const { html } = await page("/calculations");
    expect(html).toContain("pick up to 3 and compare them side by side.");
    expect(html).toContain("Tick up to 3 calculations, then compare them.");
    expect((await page("/de/calculations")).html).toContain("Wähle bis zu 3 Berechnungen aus und vergleiche sie dann.");
  });

  it("renames, refusing an empty name next to the field", async () => {
    const [row] = await storedRows(user.id);
    const refused = await postForm(app, "/calculations", { intent: "rename", id: row!.id, name: "" }, { Cookie: user.cookie });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/<details open=""[^>]*><summary[^>]*>Rename<\/summary>[\s\S]*?aria-invalid="true"[\s\S]*?Required/);
    const renamed = await postForm(app, "/calculations", { intent: "rename", id: row!.id, name: "Cologne, 3rd floor" }, { Cookie: user.cookie });
    expect(renamed.status).toBe(302);
    expect((await storedRows(user.id))[0]?.name).toBe("Cologne, 3rd floor");
  });

  it("duplicates with a localized copy name and the same inputs", async () => {
    const [row] = await storedRows(user.id);
    expect((await postForm(app, "/de/calculations", { intent: "duplicate", id: row!.id }, { Cookie: user.cookie })).status).toBe(302);
    const copy = (await storedRows(user.id)).find((stored) => stored.name === "Cologne, 3rd floor (Kopie)");
    expect(copy?.inputs).toEqual(row!.inputs);
    expect(copy?.id).not.toBe(row!.id);
  });

  it("deletes, and answers 404 for an id that is gone", async () => {
    const copy = (await storedRows(user.id)).find((stored) => stored.name.endsWith("(Kopie)"));
    expect((await postForm(app, "/calculations", { intent: "delete", id: copy!.id }, { Cookie: user.cookie })).status).toBe(302);
    expect((await storedRows(user.id)).map((row) => row.id)).not.toContain(copy!.id);
    const again = await postForm(app, "/calculations", { intent: "delete", id: copy!.id }, { Cookie: user.cookie });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("This calculation no longer exists, or it is not yours.");
  });

  it("pages through many calculations", async () => {
    const many = await signedInUser("Collector");
    const [row] = await storedRows(user.id);
    const rows = Array.from({ length: 51 }, (_, n) => ({
      user_id: many.id,
      name: `Flat ${n + 1}`,
      inputs: row!.inputs,
      schema_version: 1,
      updated_at: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    }));
    expect((await adminClient().from("calculations").insert(rows)).error).toBeNull();
    const first = await page("/calculations", many.cookie);
    expect(first.html.match(/<article/g)).toHaveLength(50);
    expect(first.html).toContain(">Flat 51<");
    expect(first.html).not.toContain(">Flat 1<");
    expect(first.html).toContain('href="/calculations?page=2"');
    const second = await page("/de/calculations?page=2", many.cookie);
    expect(second.html.match(/<article/g)).toHaveLength(1);
    expect(second.html).toContain(">Flat 1<");
    expect(second.html).toMatch(/href="\/de\/calculations"[^>]*>Neuere Berechnungen</);
  });

  it("lists the recent ones on the signed-in home", async () => {
    const { html } = await page("/app");
    expect(html).toContain("Cologne, 3rd floor");
    expect(html).toContain('href="/calculations"');
  });

  it("shows the five most recently changed calculations and chats on the home, newest first", async () => {
    const busy = await signedInUser("Busy");
    const [row] = await storedRows(user.id);
    const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();
    const calculations = Array.from({ length: 6 }, (_, n) => ({
      user_id: busy.id,
      name: `Flat ${n + 1}`,
      inputs: row!.inputs,
      schema_version: 1,
      updated_at: at(n),
    }));
    // Chats change between the calculations, so neither kind's order can come from the other's.
    const chats = Array.from({ length: 6 }, (_, n) => ({
      user_id: busy.id,
      title: `Chat ${n + 1}`,
      model: "kolleague-local",
      updated_at: at(n * 2 + 1),
    }));
    expect((await adminClient().from("calculations").insert(calculations)).error).toBeNull();
    expect((await adminClient().from("chats").insert(chats)).error).toBeNull();
    const { status, html } = await page("/app", busy.cookie);
    expect(status).toBe(200);
    const section = (id: string) => new RegExp(`id="${id}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? "";
    expect([...section("recent-calculations").matchAll(/>(Flat \d)</g)].map((m) => m[1])).toEqual(["Flat 6", "Flat 5", "Flat 4", "Flat 3", "Flat 2"]);
    expect([...section("recent-chats").matchAll(/>(Chat \d)</g)].map((m) => m[1])).toEqual(["Chat 6", "Chat 5", "Chat 4", "Chat 3", "Chat 2"]);
  });
});

describe("/compare", () => {
  it("puts the calculations side by side and marks the best value of each figure", async () => {
    const ids = (await storedRows(user.id)).map((row) => row.id);
    const { status, html } = await page(`/compare?${ids.map((id) => `ids=${id}`).join("&")}`);
    expect(status).toBe(200);
    // The flat in Cologne has the lower monthly payment of the two.
    const payment = /data-metric="monthlyPayment"[\s\S]*?<\/tr>/.exec(html)?.[0] ?? "";
    expect(payment).toMatch(/data-best="true"[^>]*><span[^>]*>€1,335.02<\/span>[\s\S]*Best value/);
    expect(payment.match(/data-best/g)).toHaveLength(1);
    expect(html).toMatch(/<th scope="row" class="sticky left-0/);
    expect(html.match(/<figure/g)).toHaveLength(4);
  });

  it("explains more than five ids, and ids that are not there", async () => {
    const six = Array.from({ length: 6 }, (_, n) => `ids=00000000-0000-4000-8000-00000000000${n}`).join("&");
    const tooMany = await page(`/de/compare?${six}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.html).toContain("Du hast 6 Berechnungen ausgewählt, mehr als sich auf einmal vergleichen lassen.");
    const gone = await page("/compare?ids=00000000-0000-4000-8000-000000000000,not-an-id");
    expect(gone.status).toBe(200);
    expect(gone.html).toContain("2 calculations you asked for were not found");
  });

  it("says 'not repaid' and 'no loan' on the payoff row, ranking the purchase without a loan first", async () => {
    const other = await signedInUser("Payoff");
    const never = "?purchasePrice=300000&state=NW&contractDate=2026-03-01&equity=36210&interestRatePercent=2&initialRepaymentPercent=0.1";
    const cash = "?purchasePrice=300000&state=NW&contractDate=2026-03-01&equity=400000&interestRatePercent=4&initialRepaymentPercent=2";
    expect((await save("Never repaid", never, other.cookie)).status).toBe(302);
    expect((await save("Paid in cash", cash, other.cookie)).status).toBe(302);
    const ids = (await storedRows(other.id)).map((row) => row.id);
    const { html } = await page(`/compare?${ids.map((id) => `ids=${id}`).join("&")}`, other.cookie);
    const payoff = /data-metric="payoffMonths"[\s\S]*?<\/tr>/.exec(html)?.[0] ?? "";
    expect(payoff).toMatch(/<td class="[^"]*"><span[^>]*>Not repaid within 100 years<\/span><\/td>/);
    expect(payoff).toMatch(/data-best="true"[^>]*><span[^>]*>No loan<\/span>[\s\S]*Best value/);
  });

  it("opens a saved calculation that today's rules refuse in the calculator, which names the field", async () => {
    const other = await signedInUser("Refused");
    // Saved under the old rule: 5 % declining balance for a 2023 building bought in 2026.
    const inputs = {
      purchasePrice: 300000,
      state: "NW",
      contractDate: "2026-03-01",
      equity: 60000,
      interestRatePercent: 3.8,
      initialRepaymentPercent: 2,
      coldRentMonthly: 1000,
      completionYear: 2023,
      decliningBalanceDepreciation: true,
    };
    const { error } = await adminClient().from("calculations").insert({ user_id: other.id, name: "New build 2023", inputs, schema_version: 1 });
    expect(error).toBeNull();
    const list = await page("/calculations", other.cookie);
    expect(list.html).toContain("Today&#x27;s rules no longer accept some of these inputs.");
    const href = /<a[^>]*href="(\/calculator\?[^"]*)"[^>]*>New build 2023<\/a>/.exec(list.html)?.[1];
    expect(href).toContain("decliningBalanceDepreciation=true");
    const calculator = await page(href!.replaceAll("&amp;", "&"), other.cookie);
    expect(calculator.html).toContain("your contract date is in a later year");
  });
});
