// A real SMTP server in a process of its own, for the tests: it accepts every mail on loopback and
// hands what it received, parsed, to the tests over a small HTTP interface.
//   SMTP_PORT, HTTP_PORT: where to listen (0 or unset: any free port)
//   prints one JSON line when listening: {"smtpPort": ..., "httpPort": ...}
//   GET /messages: every mail so far, oldest first; DELETE /messages: forget them
import http from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const received = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
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
      })
      .catch(callback);
  },
});

const api = http.createServer((request, response) => {
  if (request.url === "/messages" && request.method === "GET") {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(received));
  } else if (request.url === "/messages" && request.method === "DELETE") {
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
