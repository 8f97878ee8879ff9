import type { BlogPost, Inquiry, Job, Page } from "@staffing/db";

// What each event's `data` holds: plain JSON of the record, named as the API names it.

export const inquiryPayload = (inquiry: Inquiry) => ({
  id: inquiry.id,
  name: inquiry.name,
  email: inquiry.email,
  company: inquiry.company,
  service: inquiry.service,
  message: inquiry.message,
  status: inquiry.status,
  createdAt: inquiry.createdAt.toISOString(),
  updatedAt: inquiry.updatedAt.toISOString(),
});

export const postPayload = (post: Pick<BlogPost, "id" | "title" | "slug" | "publishedAt">) => ({
  id: post.id,
  title: post.title,
  slug: post.slug,
  path: `/blog/${post.slug}`,
  publishedAt: post.publishedAt?.toISOString() ?? null,
});

export const pagePayload = (page: Pick<Page, "id" | "title" | "slug" | "publishedAt">) => ({
  id: page.id,
  title: page.title,
  slug: page.slug,
  path: `/${page.slug}`,
  publishedAt: page.publishedAt?.toISOString() ?? null,
});

export const jobPayload = (
  job: Pick<Job, "id" | "title" | "slug" | "reference" | "service" | "publishedAt" | "validThrough">,
) => ({
  id: job.id,
  title: job.title,
  slug: job.slug,
  path: `/jobs/${job.slug}`,
  reference: job.reference,
  service: job.service,
  publishedAt: job.publishedAt?.toISOString() ?? null,
  validThrough: job.validThrough?.toISOString() ?? null,
});
