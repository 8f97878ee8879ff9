import { BLOG_TEXTS, SHARE_WINDOW } from "@staffing/shared";
import { expect, test } from "./fixtures";

// SPEC: the share buttons open the network's page in a 600x400 window, every time: the first click
// too, which usually comes before the island's code has arrived.

const POST = "/blog/managing-remote-teams-across-time-zones";

test("every share button opens a 600x400 window, the first click before the island runs included", async ({
  page,
  context,
}) => {
  // No network here: the networks' share pages are answered locally.
  for (const host of ["www.facebook.com", "twitter.com", "www.linkedin.com"]) {
    await context.route(`https://${host}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: `<title>${host}</title>` }),
    );
  }
  // The island's code is held back until the first click is done.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/ShareButtons-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(POST);
  const island = page.locator('[data-island="share-buttons"]');

  const size = async (name: string) => {
    const opened = page.waitForEvent("popup");
    await page.getByRole("link", { name: `${BLOG_TEXTS.shareOn} ${name}` }).click();
    const popup = await opened;
    await popup.waitForLoadState();
    const inner = await popup.evaluate(() => [window.innerWidth, window.innerHeight]);
    // The network's page has no handle on ours.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
    return inner;
  };

  expect(await size("Facebook")).toEqual([SHARE_WINDOW.width, SHARE_WINDOW.height]);
  await expect(island).not.toHaveAttribute("data-hydrated");
  // Nothing else opened: the page stays where it was.
  expect(page.url()).toContain(POST);
  expect(context.pages()).toHaveLength(1);

  release();
  await expect(island).toHaveAttribute("data-hydrated", "true");
  for (const name of ["Facebook", "Twitter", "LinkedIn"]) {
    expect(await size(name), name).toEqual([SHARE_WINDOW.width, SHARE_WINDOW.height]);
  }
  expect(context.pages()).toHaveLength(1);
});
