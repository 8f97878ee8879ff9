// E2E_PORT lets two runs on one machine keep out of each other's way; the mail server's ports follow it.
export const PORT = Number(process.env.E2E_PORT ?? 4173);
export const MAIL_SMTP_PORT = PORT + 10_000;
export const MAIL_HTTP_PORT = PORT + 20_000;
