import type { BlogCategory } from "@staffing/shared";

/** A demo person, with the categories of the demo posts they wrote and how their portrait is drawn. */
export interface SeedPerson {
  name: string;
  slug: string;
  jobTitle: string;
  bio: string;
  linkedinUrl: string;
  /** Served by our server from seed/media (art/render.ts draws it). */
  photo: string;
  /** The demo posts of these categories are theirs. */
  writes: BlogCategory[];
  portrait: {
    background: string;
    skin: string;
    hair: string;
    shirt: string;
    hairStyle: "short" | "long" | "bun";
  };
}

// The team the About page shows (a Team section of everyone on the team) and the blog's authors.
export const seedPeople: SeedPerson[] = [
  {
    name: "Dana Whitford",
    slug: "dana-whitford",
    jobTitle: "Managing Director",
    bio: "Founded the company in 2009 with two other recruiters. Writes about where hiring is heading.",
    linkedinUrl: "https://www.linkedin.com/in/dana-whitford-demo",
    photo: "/media/people/dana-whitford.webp",
    writes: ["Staffing Trends", "Industry Insights"],
    portrait: {
      background: "#13315c",
      skin: "#f1c7a5",
      hair: "#6b4226",
      shirt: "#2a9d8f",
      hairStyle: "long",
    },
  },
  {
    name: "Arjun Mehta",
    slug: "arjun-mehta",
    jobTitle: "Head of Virtual Staffing",
    bio: "Built our virtual teams for clients in five countries. Writes about remote work and the tools behind it.",
    linkedinUrl: "https://www.linkedin.com/in/arjun-mehta-demo",
    photo: "/media/people/arjun-mehta.webp",
    writes: ["Remote Work", "Technology"],
    portrait: {
      background: "#2a9d8f",
      skin: "#b07a55",
      hair: "#1f1a17",
      shirt: "#13315c",
      hairStyle: "short",
    },
  },
  {
    name: "Claire Fontaine",
    slug: "claire-fontaine",
    jobTitle: "Temporary Staffing Lead",
    bio: "Runs the Calgary hub and its 24/7 desk. Writes about hiring well when time is short.",
    linkedinUrl: "https://www.linkedin.com/in/claire-fontaine-demo",
    photo: "/media/people/claire-fontaine.webp",
    writes: ["Best Practices"],
    portrait: { background: "#e6edf7", skin: "#f5d6c0", hair: "#c9893f", shirt: "#2a5298", hairStyle: "bun" },
  },
  {
    name: "Joseph Okafor",
    slug: "joseph-okafor",
    jobTitle: "Senior HR Consultant",
    bio: "Helps growing companies hire and onboard well. Writes about HR practice for small teams.",
    linkedinUrl: "https://www.linkedin.com/in/joseph-okafor-demo",
    photo: "/media/people/joseph-okafor.webp",
    writes: ["HR Management"],
    portrait: {
      background: "#1d7874",
      skin: "#7a4a2e",
      hair: "#141010",
      shirt: "#e9c46a",
      hairStyle: "short",
    },
  },
];
