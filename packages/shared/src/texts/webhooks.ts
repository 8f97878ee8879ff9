import type { WebhookDeliveredEvent } from "../schemas/webhooks";

// Texts of the webhooks screen, written once for the screen and its tests.

export const ADMIN_WEBHOOKS = {
  heading: "Webhooks",
  subheading: "Tell the company's other tools, such as a CRM, when something happens here",
  create: "Add webhook",
  createTitle: "Add webhook",
  editTitle: "Edit webhook",
  emptyTitle: "No webhooks yet",
  emptyHint: "Add one to send new inquiries, published posts and more to another tool.",
  fields: {
    url: "Receiver address *",
    description: "Description",
    events: "Events *",
    enable: "Enable it again",
  },
  urlHint: "The https:// address of the other tool's webhook endpoint",
  descriptionHint: "What receives the events, such as 'Sales CRM'",
  enableHint: "It was disabled after three days of failed deliveries; enable it once the receiver works.",
  eventLabels: {
    "inquiry.created": "New inquiry",
    "inquiry.updated": "Inquiry changed",
    "post.published": "Post published",
    "page.published": "Page published",
    "subscriber.confirmed": "Subscriber confirmed",
    "job.published": "Job opened to candidates",
    "application.created": "New job application",
    "webhook.test": "Test event",
  } satisfies Record<WebhookDeliveredEvent, string>,
  disabled: "Disabled",
  disabledNotice: (name: string, date: string) =>
    `${name} was disabled on ${date} after three days of failed deliveries. Events are no longer sent to it. Fix the receiver, send a test event, then edit it to enable it again.`,
  failingSince: (date: string) => `Failing since ${date}`,
  sendTest: "Send test event",
  deliveries: "Deliveries",
  deliveriesTitle: (name: string) => `Deliveries of ${name}`,
  deliveriesEmpty: "No deliveries yet. Send a test event to try the receiver.",
  deliveryColumns: {
    time: "Time",
    event: "Event",
    attempt: "Attempt",
    result: "Result",
    messageId: "Message id",
  },
  deliveredStatus: (status: number) => `Delivered (${status})`,
  failedStatus: (status: number) => `Failed (${status})`,
  secretTitle: "Webhook added: copy its signing secret",
  secretText:
    "The receiver verifies each event's signature with this secret. It is shown only now: copy it into the other tool before you close this window.",
  secretLabel: "Signing secret",
  copySecret: "Copy secret",
  secretCopied: "Secret copied",
  done: "Done",
  skeletonCount: 2,
} as const;

export const ADMIN_WEBHOOK_TOASTS = {
  created: "Webhook added",
  updated: "Webhook updated",
  deleted: "Webhook deleted",
  testQueued: "Test event sent",
  failed: {
    create: "Failed to add the webhook.",
    update: "Failed to update the webhook.",
    delete: "Failed to delete the webhook.",
    test: "Failed to send the test event.",
  },
  loadFailed: "Failed to fetch webhooks",
  deliveriesLoadFailed: "Failed to fetch deliveries",
} as const;
