import type { Application, BlogPost, Inquiry, Job, Page } from "@staffing/db";

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

/** A new application: the candidate and the job, and the résumé's name and kind, never its bytes. */
export const applicationPayload = (
  application: Application,
  job: Pick<Job, "id" | "title" | "slug">,
  resume: { displayName: string; kind: string; size: number } | null,
) => ({
  id: application.id,
  stage: application.stage,
  name: application.name,
  email: application.email,
  phone: application.phone,
  job: { id: job.id, title: job.title, slug: job.slug, path: `/jobs/${job.slug}` },
  resume: resume ? { name: resume.displayName, kind: resume.kind, size: resume.size } : null,
  createdAt: application.createdAt.toISOString(),
});
