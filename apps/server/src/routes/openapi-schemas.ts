import {
  adminStatsOutput,
  analyticsReportOutput,
  auditEntryOutput,
  blogPostOutput,
  createdWebhookOutput,
  documentOutput,
  draftSavedOutput,
  editedBlogPostOutput,
  editedJobOutput,
  editedPageOutput,
  inquiryDetailOutput,
  inquiryNoteOutput,
  inquiryOutput,
  inquiryReceivedOutput,
  inquiryReplyOutput,
  inquiryWeeksOutput,
  jobListingOutput,
  jobListPageOutput,
  jobOutput,
  jobPageOutput,
  jobRevisionsOutput,
  mediaOutput,
  pageOutput,
  previewLinkOutput,
  publicJobOutput,
  redirectOutput,
  removedFactorsOutput,
  revisionChangesOutput,
  revisionsOutput,
  seoFieldsOutput,
  seoSettingOutput,
  siteSearchOutput,
  staffListItemOutput,
  staffMemberOutput,
  staffSecurityOutput,
  staleMentionsOutput,
  subscribeAcceptedOutput,
  subscriberOutput,
  webhookDeliveryOutput,
  webhookOutput,
} from "@staffing/api";
import {
  blogPostInput,
  companyProfile,
  jobInput,
  navigation,
  newsletterInput,
  pageInput,
  pageUpdateBody,
  redirectInput,
  seoSettingInput,
  staffSecurityInput,
  unsavedPreviewInput,
  userCreateInput,
  webhookInput,
} from "@staffing/shared";
import { z } from "zod";

/** DESIGN.md's error shape: `{ error, message }`, with `fields` for invalid input. */
export const ERROR = z.object({
  error: z.string().meta({
    description:
      "bad_request, validation_error, unauthorized, forbidden, mfa_enrollment_required (403: set up two-factor sign-in first), not_found, ...",
  }),
  message: z.string(),
  fields: z
    .record(z.string(), z.array(z.string()))
    .optional()
    .meta({ description: "validation errors per field" }),
  requestId: z.string().optional().meta({ description: "for an unexpected error or an outage: quote it" }),
  changedBy: z.string().nullable().optional().meta({
    description:
      "409 for a save based on an older version (`baseVersion`): who changed the item since (null: an account deleted since)",
  }),
  changedAt: z.string().optional().meta({ description: "and when (ISO 8601)" }),
});

/**
 * The names of the schemas under `components.schemas`: what the paths answer. A client generator
 * makes a type of each. (The public post, GET /api/blog, stays inline: a post without its author.)
 */
export const NAMED_OUTPUTS: Record<string, z.ZodType> = {
  Post: blogPostOutput,
  EditedPost: editedBlogPostOutput,
  Page: pageOutput,
  EditedPage: editedPageOutput,
  DraftSaved: draftSavedOutput,
  PreviewLink: previewLinkOutput,
  Revision: revisionsOutput.element,
  RevisionChanges: revisionChangesOutput,
  SearchResults: siteSearchOutput,
  JobListing: jobListingOutput,
  JobListPage: jobListPageOutput,
  PublicJob: publicJobOutput,
  Inquiry: inquiryOutput,
  InquiryDetail: inquiryDetailOutput,
  InquiryNote: inquiryNoteOutput,
  InquiryReply: inquiryReplyOutput,
  InquiryReceived: inquiryReceivedOutput,
  InquiryWeek: inquiryWeeksOutput.element,
  SeoFields: seoFieldsOutput,
  SeoSetting: seoSettingOutput,
  Media: mediaOutput,
  Document: documentOutput,
  Redirect: redirectOutput,
  Subscriber: subscriberOutput,
  SubscribeAccepted: subscribeAcceptedOutput,
  User: staffMemberOutput,
  UserListItem: staffListItemOutput,
  RemovedFactors: removedFactorsOutput,
  StaffSecurity: staffSecurityOutput,
  AuditEntry: auditEntryOutput,
  Stats: adminStatsOutput,
  AnalyticsReport: analyticsReportOutput,
  Webhook: webhookOutput,
  CreatedWebhook: createdWebhookOutput,
  WebhookDelivery: webhookDeliveryOutput,
  CompanyProfile: companyProfile,
  StaleMentions: staleMentionsOutput,
  Navigation: navigation,
  Job: jobOutput,
  EditedJob: editedJobOutput,
  JobPage: jobPageOutput,
  JobRevision: jobRevisionsOutput.element,
  Error: ERROR,
};

/**
 * The names of what the paths take (a body the same as one of these is referenced by its name). The
 * inquiry form's body (POST /api/inquiries) stays inline, as the spec's acceptance reads it.
 */
export const NAMED_INPUTS: Record<string, z.ZodType> = {
  PostInput: blogPostInput,
  PageInput: pageInput,
  PageUpdateInput: pageUpdateBody,
  NewsletterInput: newsletterInput,
  SeoSettingInput: seoSettingInput,
  RedirectInput: redirectInput,
  UserInput: userCreateInput,
  StaffSecurityInput: staffSecurityInput,
  CompanyProfileInput: companyProfile,
  NavigationInput: navigation,
  PreviewInput: unsavedPreviewInput,
  WebhookInput: webhookInput,
  JobInput: jobInput,
};
