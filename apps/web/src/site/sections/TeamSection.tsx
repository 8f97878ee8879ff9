import { AUTHOR_TEXTS, type SectionOf } from "@staffing/shared";
import ui from "../styles/ui.module.css";
import { Avatar } from "./Avatar";
import { type TeamMember, useHeadingTags, useSectionEnvironment } from "./environment";
import { SectionFrame } from "./SectionFrame";
import { SectionHeader } from "./SectionHeader";
import styles from "./TeamSection.module.css";

/**
 * The people behind the company: those of People the section names (or everyone on the team), each
 * with a photo (or initials), name, job title and LinkedIn; then any it lists by hand, with a few words.
 */
export function TeamSection({ section }: { section: SectionOf<"team"> }) {
  const { Heading, Item } = useHeadingTags(Boolean(section.heading));
  const { people } = useSectionEnvironment();
  const members = teamMembers(section, people);
  const count = members.length + section.items.length;
  if (count === 0) return null;
  const grid = count === 2 ? ui.grid2 : count === 3 || count === 6 ? ui.grid3 : ui.grid4;
  return (
    <SectionFrame surface="plain" tabClassName={styles.inTab}>
      <SectionHeader
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
        Heading={Heading}
      />
      {/* data-people: the page shows People's records, so a change to a person purges it (surrogate-keys.ts). */}
      <ul
        className={`${grid} ${styles.team} ${members.length > 0 ? styles.people : ""}`}
        data-people={members.length > 0 ? "" : undefined}
      >
        {members.map((person) => (
          <li key={person.id} className={styles.person}>
            <Avatar
              name={person.name}
              photo={person.photo ? { src: person.photo, alt: "" } : null}
              size="large"
            />
            <div className={styles.text}>
              <Item className={styles.name}>
                {person.url ? <a href={person.url}>{person.name}</a> : person.name}
              </Item>
              {person.jobTitle ? <p className={styles.role}>{person.jobTitle}</p> : null}
              {person.linkedinUrl ? (
                <p className={styles.linkedin}>
                  <a
                    href={person.linkedinUrl}
                    rel="noopener"
                    target="_blank"
                    aria-label={AUTHOR_TEXTS.linkedinOf(person.name)}
                  >
                    {AUTHOR_TEXTS.linkedin}
                  </a>
                </p>
              ) : null}
            </div>
          </li>
        ))}
        {section.items.map((person) => (
          <li key={`${person.name} ${person.role}`} className={styles.person}>
            <Avatar name={person.name} photo={person.photo} size="large" />
            <div className={styles.text}>
              <Item className={styles.name}>{person.name}</Item>
              {person.role ? <p className={styles.role}>{person.role}</p> : null}
              {person.bio ? <p className={styles.bio}>{person.bio}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

/** The section's people of People: everyone on the team in the team's order, or those chosen, in the order chosen. */
function teamMembers(section: SectionOf<"team">, people: readonly TeamMember[]): TeamMember[] {
  if (section.everyoneOnTeam) return people.filter((person) => person.onTeam);
  const byId = new Map(people.map((person) => [person.id, person]));
  return section.people.flatMap((id) => byId.get(id) ?? []);
}
