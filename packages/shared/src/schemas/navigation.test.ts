import { describe, expect, it } from "vitest";
import { fieldMessages, fieldPath } from "../field-errors";
import { NAVIGATION_MESSAGES } from "../texts/navigation";
import { NAVIGATION_LIMITS, type NavigationInput, navigation, navigationHref } from "./navigation";

const VALID: NavigationInput = {
  header: [
    { label: "Home", href: "/" },
    {
      label: "Services",
      href: "/services",
      description: "Compare our three staffing models",
      children: [{ label: "Direct Hire", href: "/services#direct-hire", description: "Permanent talent" }],
    },
    { label: "Partners", href: "https://partners.example.com/portal?x=1" },
  ],
  footer: [{ title: "Company", links: [{ label: "About Us", href: "/about" }] }],
};

/** The fields a parse refuses, by the names the API's 400 gives them, with their first message. */
function refusals(input: unknown): Record<string, string | undefined> {
  const result = navigation.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(fieldMessages(result.error, fieldPath)).map(([field, messages]) => [field, messages?.[0]]),
  );
}

describe("a navigation link", () => {
  it("is a path on this site or an absolute http(s) address", () => {
    for (const href of [
      "/",
      "/about",
      "/resources/case-studies",
      "/services#direct-hire",
      "/blog?category=Remote+Work",
      "https://example.com",
      "HTTP://example.com/x",
    ]) {
      expect(navigationHref.safeParse(href).success, href).toBe(true);
    }
  });

  it("refuses what would lead off the site unannounced, run script, or break the header", () => {
    for (const [href, message] of [
      ["", NAVIGATION_MESSAGES.hrefRequired],
      ["//evil.example.com/x", NAVIGATION_MESSAGES.hrefOtherHost],
      ["/a//b", NAVIGATION_MESSAGES.hrefOtherHost],
      ["/\\evil.example.com", NAVIGATION_MESSAGES.hrefCharacters],
      ["javascript:alert(1)", NAVIGATION_MESSAGES.hrefInvalid],
      ["mailto:info@example.com", NAVIGATION_MESSAGES.hrefInvalid],
      ["about", NAVIGATION_MESSAGES.hrefInvalid],
      ["https://", NAVIGATION_MESSAGES.hrefInvalid],
      ["/about us", NAVIGATION_MESSAGES.hrefCharacters],
      ["/about\u0000", NAVIGATION_MESSAGES.hrefCharacters],
      ["/about\u007f", NAVIGATION_MESSAGES.hrefCharacters],
      [`/${"a".repeat(2000)}`, NAVIGATION_MESSAGES.hrefTooLong],
    ] as const) {
      const result = navigationHref.safeParse(href);
      expect(result.success, href).toBe(false);
      expect(result.error?.issues[0]?.message, href).toBe(message);
    }
  });

  it("is trimmed as typed around it", () => {
    expect(navigationHref.parse("  /about  ")).toBe("/about");
  });
});

describe("the navigation", () => {
  it("takes a header with one level of sub-items and footer columns, and gives back what it took", () => {
    expect(navigation.parse(VALID)).toEqual(VALID);
  });

  it("names each refused field by its path, as the API's 400 does", () => {
    const header = VALID.header.map((item) => ({ ...item }));
    header[1] = {
      label: "Services",
      href: "/services",
      children: [{ label: "", href: "javascript:alert(1)" }],
    };
    header[2] = { label: "x".repeat(NAVIGATION_LIMITS.label + 1), href: "//elsewhere" };
    expect(
      refusals({ header, footer: [{ title: " ", links: [{ label: "Privacy", href: "privacy" }] }] }),
    ).toEqual({
      "header.1.children.0.label": NAVIGATION_MESSAGES.labelRequired,
      "header.1.children.0.href": NAVIGATION_MESSAGES.hrefInvalid,
      "header.2.label": NAVIGATION_MESSAGES.labelTooLong(NAVIGATION_LIMITS.label),
      "header.2.href": NAVIGATION_MESSAGES.hrefOtherHost,
      "footer.0.title": NAVIGATION_MESSAGES.titleRequired,
      "footer.0.links.0.href": NAVIGATION_MESSAGES.hrefInvalid,
    });
  });

  it("keeps sub-menus one level deep", () => {
    const nested = {
      ...VALID,
      header: [
        {
          label: "Services",
          href: "/services",
          children: [
            { label: "Direct Hire", href: "/direct", children: [{ label: "Deeper", href: "/deeper" }] },
          ],
        },
      ],
    };
    expect(refusals(nested)).toEqual({ "header.0.children.0": NAVIGATION_MESSAGES.noNestedMenus });
  });

  it("holds no more than the header and the footer have room for", () => {
    const link = { label: "Link", href: "/x" };
    expect(
      refusals({
        header: Array.from({ length: NAVIGATION_LIMITS.headerItems + 1 }, () => link),
        footer: Array.from({ length: NAVIGATION_LIMITS.footerColumns + 1 }, () => ({
          title: "T",
          links: [link],
        })),
      }),
    ).toEqual({
      header: NAVIGATION_MESSAGES.tooManyHeaderItems(NAVIGATION_LIMITS.headerItems),
      footer: NAVIGATION_MESSAGES.tooManyColumns(NAVIGATION_LIMITS.footerColumns),
    });
    expect(
      refusals({
        header: [{ ...link, children: Array.from({ length: NAVIGATION_LIMITS.children + 1 }, () => link) }],
        footer: [
          { title: "T", links: Array.from({ length: NAVIGATION_LIMITS.links + 1 }, () => link) },
          { title: "Empty", links: [] },
        ],
      }),
    ).toEqual({
      "header.0.children": NAVIGATION_MESSAGES.tooManyChildren(NAVIGATION_LIMITS.children),
      "footer.0.links": NAVIGATION_MESSAGES.tooManyLinks(NAVIGATION_LIMITS.links),
      "footer.1.links": NAVIGATION_MESSAGES.linksRequired,
    });
    expect(refusals({ header: [], footer: [] })).toEqual({ header: NAVIGATION_MESSAGES.headerRequired });
  });
});
