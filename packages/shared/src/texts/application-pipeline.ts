import { APPLICATION_STAGE_LABELS, type ApplicationStage } from "../applications";
import { ADMIN_INQUIRY_PIPELINE, inquiryTimelineSummary } from "./inquiries-admin";

// What the candidate pipeline (issue 30, point 4) says in words, for the API, the panel and their
// tests: the timeline's lines, its refusals, the reply's subject, the audit log and the activity feed.

const stage = (value: ApplicationStage | null) => (value ? APPLICATION_STAGE_LABELS[value] : "—");

export const APPLICATION_PIPELINE = {
  /** The timeline's first line: the application as it came in. */
  receivedEntry: (name: string, jobTitle: string) => `${name} applied for ${jobTitle}`,
  stageEntry: (by: string, from: ApplicationStage | null, to: ApplicationStage | null) =>
    `${by} moved it from ${stage(from)} to ${stage(to)}`,
  assigneeRefused: "Choose an active staff member who may handle applications.",
  /** GET …/resume of an application sent without one (or whose file is gone). */
  noResume: "This application has no résumé.",
  /** A reply's subject when the staff member gives none. */
  replySubject: (jobTitle: string) => `Re: your application for ${jobTitle}`,
  /** The audit log: an erasure's record, named without naming anyone. */
  candidateRecord: "A candidate",
  actions: {
    note: "Added a note",
    reply: "Replied by e-mail",
    assigned: (name: string) => `Assigned it to ${name}`,
    unassigned: "Removed the assignee",
    stage: (to: ApplicationStage) => `Moved it to ${APPLICATION_STAGE_LABELS[to]}`,
    erased: (applications: number) =>
      `Erased a candidate's ${applications === 1 ? "application" : `${applications} applications`} and résumés`,
  },
  /** The activity feed's sentences. */
  activity: {
    assigned: (who: string, name: string, to: string) => `${who} assigned ${name}'s application to ${to}`,
    unassigned: (who: string, name: string) => `${who} removed the assignee of ${name}'s application`,
    stage: (who: string, name: string, to: ApplicationStage) =>
      `${who} moved ${name}'s application to ${APPLICATION_STAGE_LABELS[to]}`,
    note: (who: string, name: string) => `${who} added a note to ${name}'s application`,
    reply: (who: string, name: string) => `${who} replied to ${name} about their application`,
    changed: (who: string, name: string) => `${who} updated ${name}'s application`,
    erased: (who: string, applications: number) =>
      `${who} erased a candidate's data (${applications === 1 ? "1 application" : `${applications} applications`})`,
  },
} as const;

/** What an application's timeline line needs to be told in words. */
export type ApplicationTimelineFacts = { byId: string | null; by: string | null } & (
  | { type: "received"; name: string; jobTitle: string }
  | { type: "note" }
  | { type: "reply" }
  | { type: "stage"; from: ApplicationStage | null; to: ApplicationStage | null }
  | { type: "assignment"; toId: string | null; toName: string | null }
);

/**
 * A line of an application's timeline as a person tells it, as an inquiry's are told ("Maria added
 * a note", "Maria assigned it to you", "Maria moved it from New to Screening").
 */
export function applicationTimelineSummary(entry: ApplicationTimelineFacts, readerId: string | null): string {
  const by = entry.by ?? ADMIN_INQUIRY_PIPELINE.formerStaff;
  switch (entry.type) {
    case "received":
      return APPLICATION_PIPELINE.receivedEntry(entry.name, entry.jobTitle);
    case "stage":
      return APPLICATION_PIPELINE.stageEntry(by, entry.from, entry.to);
    case "note":
    case "reply":
    case "assignment":
      // The same words as an inquiry's: "added a note", "replied by e-mail", "took it on".
      return inquiryTimelineSummary(entry, readerId);
  }
}
