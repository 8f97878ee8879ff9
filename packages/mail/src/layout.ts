import { type CompanyProfile, MAIL_TEXTS } from "@staffing/shared";

// The one look of every mail: a heading, paragraphs, an optional button and details, and the
// company's name, postal address, phone and e-mail at the foot (Canada's anti-spam law asks for the
// sender's), from the company profile as it is when the mail is composed.

/** Who sends the mails, as its foot shows it: the company profile's name, head office and contacts. */
export interface MailSender {
  name: string;
  /** "Name, street, city, region postal code, country". */
  postalAddress: string;
  /** "Phone ... · E-mail ...", or empty. */
  reach: string;
}

/** The sender of the mails from the company profile: its name, its head office, its main phone and e-mail. */
export function mailSender(profile: CompanyProfile): MailSender {
  return {
    name: profile.name,
    postalAddress: MAIL_TEXTS.footer.sentBy(profile.name, profile.offices[0]),
    reach: MAIL_TEXTS.footer.reach(profile.phones[0]?.number, profile.emails[0]?.address),
  };
}

export interface MailContent {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Label and value pairs (an inquiry's fields). */
  details?: [string, string][];
  /** Linked entries, each a title with a line of facts (a job alert's jobs). */
  items?: { title: string; facts: string; url: string }[];
  /** Free text shown as written, line breaks kept (an inquiry's message). */
  quote?: string;
  /** Smaller text under the button. */
  notes?: string[];
  /** Lines above the company's address (a newsletter's reason and unsubscribe link). */
  footer?: { text: string; link?: { label: string; url: string } }[];
}

const NAVY = "#13315c";
const TEAL = "#1d7874";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

export function renderMail(content: MailContent, sender: MailSender): { html: string; text: string } {
  return { html: renderHtml(content, sender), text: renderText(content, sender) };
}

const signature = (sender: MailSender) => [sender.postalAddress, sender.reach].filter(Boolean);

function renderText(content: MailContent, sender: MailSender): string {
  const blocks: string[] = [content.heading, ...content.paragraphs];
  if (content.details) blocks.push(content.details.map(([label, value]) => `${label}: ${value}`).join("\n"));
  for (const item of content.items ?? []) blocks.push(`${item.title}\n${item.facts}\n${item.url}`);
  if (content.quote !== undefined) blocks.push(content.quote);
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...(content.notes ?? []));
  const footer = (content.footer ?? []).map((line) =>
    line.link ? `${line.text} ${line.link.label}: ${line.link.url}` : line.text,
  );
  return [...blocks, "--", ...footer, ...signature(sender)].join("\n\n");
}

function renderHtml(content: MailContent, sender: MailSender): string {
  const p = (text: string, style = "margin:0 0 16px") => `<p style="${style}">${escapeHtml(text)}</p>`;
  const parts = content.paragraphs.map((text) => p(text));
  if (content.details) {
    const rows = content.details
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="padding:4px 12px 4px 0;color:#555;font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join("");
    parts.push(`<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`);
  }
  for (const item of content.items ?? []) {
    parts.push(
      `<p style="margin:0 0 16px"><a href="${escapeHtml(item.url)}" style="color:${NAVY};font-weight:600">${escapeHtml(item.title)}</a><br><span style="color:#555">${escapeHtml(item.facts)}</span></p>`,
    );
  }
  if (content.quote !== undefined) {
    parts.push(
      `<p style="margin:0 0 16px;padding:12px;border-left:4px solid ${TEAL};background:#f4f7f7;white-space:pre-wrap">${escapeHtml(content.quote)}</p>`,
    );
  }
  if (content.action) {
    const url = escapeHtml(content.action.url);
    parts.push(
      `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:${TEAL};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${escapeHtml(content.action.label)}</a></p>`,
      p(content.action.url, "margin:0 0 16px;font-size:13px;color:#555;word-break:break-all"),
    );
  }
  for (const note of content.notes ?? []) parts.push(p(note, "margin:0 0 12px;font-size:14px;color:#444"));
  const footer = (content.footer ?? [])
    .map(
      (line) =>
        `<p style="margin:0 0 8px">${escapeHtml(line.text)}${line.link ? ` <a href="${escapeHtml(line.link.url)}" style="color:${NAVY}">${escapeHtml(line.link.label)}</a>` : ""}</p>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.heading)}</title></head><body style="margin:0;padding:0;background:#f2f4f7;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1b263b;line-height:1.5"><table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px"><table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff;border-radius:8px;overflow:hidden"><tr><td style="background:${NAVY};color:#ffffff;padding:16px 24px;font-weight:700;font-size:18px">${escapeHtml(sender.name)}</td></tr><tr><td style="padding:24px"><h1 style="margin:0 0 16px;font-size:22px;color:${NAVY}">${escapeHtml(content.heading)}</h1>${parts.join("")}</td></tr><tr><td style="padding:16px 24px;background:#f7f9fb;font-size:12px;color:#555">${footer}${signature(
    sender,
  )
    .map((line) => `<p style="margin:0">${escapeHtml(line)}</p>`)
    .join("")}</td></tr></table></td></tr></table></body></html>`;
}
