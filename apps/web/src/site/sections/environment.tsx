import type { CompanyProfile, FormOutcome } from "@staffing/shared";
import { createContext, useContext } from "react";
import type { PostSummary } from "../components/PostCard";

/** What sections show beyond their own fields, loaded by the page's route (loadSectionData). */
export interface SectionData {
  /** The newest published posts, for latest-posts sections. */
  posts: PostSummary[];
  /** The people of People that Team sections show (chosen, or everyone on the team), in the team's order. */
  people: TeamMember[];
}

/** A person as a Team section shows them; `url` is their page, when they have one. */
export interface TeamMember {
  id: string;
  name: string;
  slug: string;
  jobTitle: string | null;
  photo: string | null;
  linkedinUrl: string | null;
  onTeam: boolean;
  url: string | null;
}

/** Everything a section reads besides its fields: given by PageBody, so a section needs no router. */
export interface SectionEnvironment extends SectionData {
  /** The page's own address: where a form sent without JavaScript comes back to. */
  path: string;
  /** This visitor's last post of a form without JavaScript, shown once. */
  outcome: FormOutcome | null;
  /** The company's facts (offices, phones, e-mails, hours). */
  profile: CompanyProfile;
  /**
   * The inquiry form is one per page (its fields' ids are the page's): the first section that asks
   * for it shows it, a later one links to it. Set while the page renders.
   */
  inquiryForm: { shown: boolean };
}

const Environment = createContext<SectionEnvironment | null>(null);
export const SectionEnvironmentProvider = Environment.Provider;

export function useSectionEnvironment(): SectionEnvironment {
  const environment = useContext(Environment);
  if (!environment) throw new Error("Sections render inside PageBody (it gives them their environment).");
  return environment;
}

/**
 * Where a section sits: on the page, or in a tab of a tabs section. Its heading's level follows:
 * the page's hero is the h1, a section's heading an h2; in a tab, the first section's heading names
 * the tab (h2) and the others are its parts (h3).
 */
export interface SectionPlace {
  inTab: boolean;
  first: boolean;
}
const Place = createContext<SectionPlace>({ inTab: false, first: false });
export const SectionPlaceProvider = Place.Provider;
export const useSectionPlace = () => useContext(Place);

type HeadingTag = "h2" | "h3" | "h4";
const TAGS: HeadingTag[] = ["h2", "h3", "h4"];

/** The tags of a section's heading and of its items' headings (one level below, when it has one). */
export function useHeadingTags(hasHeading: boolean): { Heading: HeadingTag; Item: HeadingTag } {
  const place = useSectionPlace();
  const level = place.inTab && !place.first ? 1 : 0;
  return {
    Heading: TAGS[level] ?? "h3",
    Item: TAGS[hasHeading ? level + 1 : level] ?? "h4",
  };
}
