// A real SMTP server in a process of its own, for the tests: it accepts every mail on loopback and
// hands what it received, parsed, to the tests over a small HTTP interface.
//   SMTP_PORT, HTTP_PORT: where to listen (0 or unset: any free port)
//   DELAY_MS: how long it takes to accept each mail (a mail server under load), 0 by default; a mail
//   counts as received when it is accepted (250), not before
//   prints one JSON line when listening: {"smtpPort": ..., "httpPort": ...}
//   GET /messages: every mail so far, oldest first (?to=address: only those to it); DELETE /messages:
//   forget them; GET /count?to=address: how many arrived (to that address); POST /pause: hold every
//   new mail at its MAIL FROM (before its data is sent) until POST /resume
import http from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const received = [];
const delayMs = Number(process.env.DELAY_MS ?? 0);
// While paused, each new mail waits at its MAIL FROM: a sender that gives up meanwhile has sent
// nothing, so nothing of it is received.
let held = null;
const closedSessions = new Set();

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onMailFrom(_address, _session, callback) {
    if (held) held.push(callback);
    else callback();
  },
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        // A mail is received once this server has said 250: a sender gone before that (killed
        // mid-delay) has sent nothing, as with a real mail server, and is not counted.
        setTimeout(() => {
          if (closedSessions.has(session.id)) return callback();
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: mail.from?.text ?? "",
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            replyTo: mail.replyTo?.text ?? "",
            headers: Object.fromEntries(
              [...mail.headerLines].map((line) => [line.key, line.line.slice(line.key.length + 1).trim()]),
            ),
          });
          callback();
        }, delayMs);
      })
      .catch(callback);
  },
  onClose(session) {
    closedSessions.add(session.id);
  },
});

// A sender that dies mid-mail (a test kills the server with SIGKILL) resets its connection: that is
// the sender's end, not this server's.
smtp.on("error", (error) => {
  if (error.code !== "ECONNRESET" && error.code !== "EPIPE") console.error(error);
});

const api = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  const to = url.searchParams.get("to");
  const matching = () => (to ? received.filter((mail) => mail.to.includes(to)) : received);
  if (url.pathname === "/messages" && request.method === "GET") {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(matching()));
  } else if (url.pathname === "/count" && request.method === "GET") {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(matching().length));
  } else if (url.pathname === "/pause" && request.method === "POST") {
    held ??= [];
    response.statusCode = 204;
    response.end();
  } else if (url.pathname === "/resume" && request.method === "POST") {
    const waiting = held ?? [];
    held = null;
    for (const callback of waiting) callback();
    response.statusCode = 204;
    response.end();
  } else if (url.pathname === "/messages" && request.method === "DELETE") {
    received.length = 0;
    response.statusCode = 204;
    response.end();
  } else {
    response.statusCode = 404;
    response.end();
  }
});

const listen = (server, port) =>
  new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server.address().port)));

const smtpPort = await listen(smtp.server, Number(process.env.SMTP_PORT ?? 0));
const httpPort = await listen(api, Number(process.env.HTTP_PORT ?? 0));
console.log(JSON.stringify({ smtpPort, httpPort }));

const stop = () => {
  smtp.close(() => api.close(() => process.exit(0)));
  setTimeout(() => process.exit(0), 1000).unref();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
