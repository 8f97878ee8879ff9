import type { APIRequestContext } from "@playwright/test";
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_TEXTS,
  ADMIN_AUDIT_LOG,
  ADMIN_COMMON,
  ADMIN_DASHBOARD,
  ADMIN_LOGIN,
  ADMIN_SEO,
  ADMIN_SHELL,
  ADMIN_TOASTS,
  ADMIN_USERS,
  type AdminClientConfig,
  COMPANY,
  MEDIA_PICKER,
  PAGE_TYPE_LABELS,
  SEO_DEFAULTS,
} from "@staffing/shared";
import { tokens } from "../../apps/web/src/theme/tokens";
import { demoCredentials, noViolations, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { totpCode } from "./mailbox";

// The panel, finished: sentence case, the brand's logo and colours, the header's subtitle once, plain
// words for SEO options, the media picker for the Open Graph image, names instead of ids, friendly
// two-factor messages and a demo card that shows only while it works.

async function adminToken(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get("/auth/client-config")).json()) as AdminClientConfig;
  const response = await request.post("/auth/v1/token?grant_type=password", {
    headers: { apikey: config.anonKey },
    data: config.demoCredentials,
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

test("every button and tab reads as written (sentence case, no all-caps)", async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  await signIn(page);
  for (const path of ["/admin/dashboard", "/admin/seo", "/admin/media", "/admin/users", "/admin/redirects"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const controls = page.locator(
      "main button:visible, main a.MuiButton-root:visible, main [role=tab]:visible",
    );
    await expect(controls.first()).toBeVisible();
    const transforms = await controls.evaluateAll((elements) =>
      elements.map((element) => `${getComputedStyle(element).textTransform} ${element.textContent}`),
    );
    expect(
      transforms.filter((entry) => !entry.startsWith("none ")),
      path,
    ).toEqual([]);
  }
  // A button whose text the spec does not fix, shown as written in sentence case.
  await page.goto("/admin/users");
  const add = page.getByRole("button", { name: ADMIN_USERS.invite, exact: true });
  await expect(add).toHaveText(ADMIN_USERS.invite);
  // What the eye reads (CSS applied), not the DOM's text: an all-caps transform would show here.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point.
  expect(await add.evaluate((button) => (button as HTMLElement).innerText)).toBe(ADMIN_USERS.invite);
});

test("the brand's logo in the sidebar and on the sign-in screen, its colours in the chart; the screen's own line, not one for the whole panel", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await page.goto("/admin/login");
  await expect(page.getByRole("img", { name: COMPANY.name })).toHaveAttribute("src", /logo/);
  await signIn(page);
  const sidebar = page.getByRole("navigation", { name: ADMIN_SHELL.title });
  const logo = sidebar.getByRole("img", { name: COMPANY.name });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await expect(page.getByText(ADMIN_DASHBOARD.subheading, { exact: true })).toBeVisible();

  // The chart's bars in the brand's navy, amber and teal, not the library's blue, orange and green.
  const chart = page.locator(".MuiCard-root").filter({ hasText: ADMIN_DASHBOARD.chartHeading });
  await expect(chart.locator("svg").first()).toBeVisible();
  const fills = await chart.evaluate((card) =>
    [...card.querySelectorAll("svg *")].map((element) => getComputedStyle(element).fill),
  );
  const rgb = (hex: string) =>
    `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(", ")})`;
  for (const brand of [tokens.color.navy500, tokens.color.amber, tokens.color.teal700])
    expect(fills).toContain(rgb(brand));
  for (const library of ["#1976d2", "#ed6c02", "#2e7d32"]) expect(fills).not.toContain(rgb(library));
});

test("the demo card shows while the demo credentials sign in, and not once the server says they no longer do", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const demo = await demoCredentials(page);
  await page.goto("/admin/login");
  const card = page.getByRole("heading", { name: ADMIN_LOGIN.demoHeading });
  await expect(card).toBeVisible();
  await expect(page.getByText(demo.password, { exact: true })).toBeVisible();

  // As when someone has changed the demo password: the server gives no credentials.
  await page.route("/auth/client-config", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), demoCredentials: null } });
  });
  await page.reload();
  await expect(page.getByRole("button", { name: ADMIN_LOGIN.submit })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText(demo.password, { exact: true })).toHaveCount(0);
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("SEO options in plain words, and the Open Graph image chosen from the media library", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await signIn(page);
  await page.goto("/admin/seo");
  const home = page.getByRole("article", { name: PAGE_TYPE_LABELS.home, exact: true });
  await expect(home.getByText(ADMIN_SEO.robotsOptions[SEO_DEFAULTS.robots], { exact: true })).toBeVisible();
  await expect(page.getByText(SEO_DEFAULTS.robots, { exact: true })).toHaveCount(0);

  const edit = () => home.getByRole("button", { name: ADMIN_SEO.editOf(PAGE_TYPE_LABELS.home) }).click();
  await edit();
  const dialog = page.getByRole("dialog", { name: ADMIN_SEO.editTitle });
  await expect(dialog.getByRole("combobox", { name: ADMIN_SEO.fields.twitterCard })).toHaveText(
    ADMIN_SEO.twitterCards.summary_large_image,
  );
  await expect(dialog.getByText("summary_large_image")).toHaveCount(0);
  await expect(dialog.getByRole("combobox", { name: ADMIN_SEO.fields.robots })).toHaveText(
    ADMIN_SEO.robotsOptions[SEO_DEFAULTS.robots],
  );

  const address = dialog.getByLabel(ADMIN_SEO.fields.ogImage, { exact: true });
  const before = await address.inputValue();
  await dialog.getByRole("button", { name: before ? MEDIA_PICKER.change : MEDIA_PICKER.choose }).click();
  const picker = page.getByRole("dialog", { name: MEDIA_PICKER.title });
  await expect(picker).toBeVisible();
  await picker.getByRole("button", { name: /^about\.webp/ }).click();
  await picker.getByRole("button", { name: MEDIA_PICKER.select }).click();
  await expect(picker).toBeHidden();
  await expect(address).toHaveValue(/^\/media\/[0-9a-f]+-\d+x\d+\.webp$/);
  const chosen = await address.inputValue();
  expect(chosen).not.toBe(before);
  await expect(dialog.getByRole("img", { name: ADMIN_SEO.fields.ogImage })).toHaveAttribute("src", chosen);
  await noViolations(page);
  await dialog.getByRole("button", { name: ADMIN_COMMON.update }).click();
  await expect(page.getByRole("alert").filter({ hasText: ADMIN_TOASTS.seoUpdated })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Stored: the home page's Open Graph image is the one chosen; then back as it was.
  const homeHtml = await (await page.request.get("/")).text();
  expect(homeHtml).toContain(`${chosen}"`);
  await edit();
  await expect(address).toHaveValue(chosen);
  await address.fill(before);
  await dialog.getByRole("button", { name: ADMIN_COMMON.update }).click();
  await expect(dialog).toBeHidden();
});

/** A colleague with two-factor sign-in turned on through the provider's API; the code it took. */
async function colleagueWithSecondFactor(request: APIRequestContext) {
  const stamp = Date.now();
  const user = {
    username: `guarded${stamp}`,
    email: `guarded${stamp}@example.com`,
    password: "guarded-password-1",
  };
  const created = await request.post("/api/admin/users", {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { ...user, role: "editor" },
  });
  expect(created.status()).toBe(201);
  const config = (await (await request.get("/auth/client-config")).json()) as AdminClientConfig;
  const headers = { apikey: config.anonKey };
  const session = (await (
    await request.post("/auth/v1/token?grant_type=password", { headers, data: user })
  ).json()) as { access_token: string };
  const auth = { ...headers, authorization: `Bearer ${session.access_token}` };
  const factor = (await (
    await request.post("/auth/v1/factors", { headers: auth, data: { factor_type: "totp" } })
  ).json()) as { id: string; totp: { secret: string } };
  const challenge = (await (
    await request.post(`/auth/v1/factors/${factor.id}/challenge`, { headers: auth, data: {} })
  ).json()) as { id: string };
  const usedCode = totpCode(factor.totp.secret);
  const verified = await request.post(`/auth/v1/factors/${factor.id}/verify`, {
    headers: auth,
    data: { challenge_id: challenge.id, code: usedCode },
  });
  expect(verified.status()).toBe(200);
  return { user, secret: factor.totp.secret, usedCode };
}

test("a wrong and an already used two-factor code are told apart in plain words; the audit log names the factor", async ({
  page,
  allowConsole,
}) => {
  // The browser logs the provider's 422 answers.
  allowConsole(/status of 422/);
  const { user, secret, usedCode } = await colleagueWithSecondFactor(page.request);

  await page.goto("/admin/login");
  await page.getByLabel(ADMIN_LOGIN.email).fill(user.email);
  await page.getByLabel(ADMIN_LOGIN.password).fill(user.password);
  await page.getByRole("button", { name: ADMIN_LOGIN.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: ACCOUNT_TEXTS.login.codeTitle })).toBeVisible();
  const valid = [-1, 0, 1].map((steps) => totpCode(secret, steps));
  const wrong = valid.includes("000000") ? "111111" : "000000";
  const code = page.getByLabel(ACCOUNT_TEXTS.login.code);
  const verify = page.getByRole("button", { name: ACCOUNT_TEXTS.login.verify });
  await code.fill(wrong);
  await verify.click();
  await expect(page.getByRole("alert").filter({ hasText: ACCOUNT_MESSAGES.codeWrong })).toBeVisible();
  await code.fill(usedCode);
  await verify.click();
  await expect(page.getByRole("alert").filter({ hasText: ACCOUNT_MESSAGES.codeUsed })).toBeVisible();
  await noViolations(page);

  // The admin's audit log names the factor by what it is and whose it is, never by its id.
  await page.getByRole("button", { name: ACCOUNT_TEXTS.login.otherAccount }).click();
  await signIn(page);
  await page.goto("/admin/audit-log");
  const entry = page.getByRole("article").filter({
    hasText: `${ADMIN_AUDIT_LOG.kinds.mfa_factor}: ${ADMIN_AUDIT_LOG.factorOf(ADMIN_AUDIT_LOG.authenticatorApp, user.username)}`,
  });
  await expect(entry).toHaveCount(1);
  await expect(entry).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  // No entry anywhere on the page names a record by an id.
  await expect(page.getByRole("heading", { level: 2, name: /[0-9a-f]{8}-[0-9a-f]{4}-/ })).toHaveCount(0);
});
