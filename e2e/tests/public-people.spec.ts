import { ABOUT_PAGE, ADMIN_COMMON, ADMIN_PEOPLE, ADMIN_SHELL, AUTHOR_TEXTS } from "@staffing/shared";
import { signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

// People (issue 29, point 7): the demo's team on the About page, a post's byline leading to its
// author's page, which lists what they wrote; staff keep the people on the People screen.

const POST = "/blog/managing-remote-teams-across-time-zones";
const POST_TITLE = "Managing Remote Teams Across Time Zones";
const TEAM = ["Dana Whitford", "Arjun Mehta", "Claire Fontaine", "Joseph Okafor"];

for (const width of [390, 1440]) {
  test(`the About page shows the team as cards with photo, name, job title and LinkedIn at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/about");
    const team = page.locator("section", {
      has: page.getByRole("heading", { name: ABOUT_PAGE.teamHeading }),
    });
    const cards = team.getByRole("listitem");
    await expect(cards).toHaveCount(TEAM.length);
    for (const [index, name] of TEAM.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { name })).toBeVisible();
      await expect(card.getByRole("link", { name: AUTHOR_TEXTS.linkedinOf(name) })).toHaveAttribute(
        "href",
        /^https:\/\/www\.linkedin\.com\/in\//,
      );
      await expect(card.locator("img")).toHaveAttribute("src", /^\/media\//);
    }
    await expect(cards.first().getByText("Managing Director")).toBeVisible();
    // Two cards a row on a phone, four on a laptop; nothing wider than the screen.
    const tops = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(width < 600 ? 2 : 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test("a post's byline links to its author, whose page lists their posts", async ({ page }) => {
  await page.goto(POST);
  const byline = page.locator("article header");
  await expect(byline.getByText("Head of Virtual Staffing")).toBeVisible();
  await byline.getByRole("link", { name: "Arjun Mehta" }).click();

  await expect(page).toHaveURL(/\/authors\/arjun-mehta$/);
  await expect(page.getByRole("heading", { level: 1, name: "Arjun Mehta" })).toBeVisible();
  await expect(page.getByText("Head of Virtual Staffing")).toBeVisible();
  await expect(page.getByRole("link", { name: AUTHOR_TEXTS.linkedinOf("Arjun Mehta") })).toBeVisible();
  const posts = page.locator("section", {
    has: page.getByRole("heading", { name: AUTHOR_TEXTS.postsHeading("Arjun Mehta") }),
  });
  await expect(posts.getByRole("link", { name: POST_TITLE })).toHaveAttribute("href", POST);
});

test("staff see the people with their posts on the People screen", async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: ADMIN_SHELL.nav.people }).click();
  await expect(page.getByRole("heading", { level: 1, name: ADMIN_PEOPLE.heading })).toBeVisible();
  const row = page.getByRole("row", { name: /Arjun Mehta/ });
  await expect(row.getByRole("cell", { name: "Head of Virtual Staffing" })).toBeVisible();
  await expect(row.getByText(/^\d+ posts?$/)).toBeVisible();
  await row.getByRole("button", { name: `${ADMIN_COMMON.edit} Arjun Mehta` }).click();
  await expect(page.getByRole("dialog").getByLabel(ADMIN_PEOPLE.fields.jobTitle)).toHaveValue(
    "Head of Virtual Staffing",
  );
});
