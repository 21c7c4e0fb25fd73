/**
 * A real SMTP server in its own process, driven by smtp-server-process.ts over stdio. Plain text, no
 * auth, no TLS. Stdout carries one JSON object a line: `{ port }` once listening, then
 * `{ rcptTo, raw }` (raw in base64) for each message accepted, and `{ ack }` for each command.
 * Stdin takes one command a line: `reject <n>` answers the next n messages with 451; end of input stops.
 */

import type { AddressInfo } from "node:net";
import { createInterface } from "node:readline";
import { SMTPServer } from "smtp-server";

let rejectNext = 0;

const emit = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      if (rejectNext > 0) {
        rejectNext -= 1;
        callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
        return;
      }
      emit({
        rcptTo: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString("base64"),
      });
      callback();
    });
  },
});

server.listen(0, "127.0.0.1", () => {
  emit({ port: (server.server.address() as AddressInfo).port });
});

const commands = createInterface({ input: process.stdin });
commands.on("line", (line) => {
  const [name, arg] = line.trim().split(/\s+/);
  if (name === "reject") {
    rejectNext = Number(arg);
    emit({ ack: line.trim() });
  } else {
    process.stderr.write(`unknown command: ${line}\n`);
  }
});
// The parent closing stdin (or dying) ends this process, so no server is ever left behind.
commands.on("close", () => {
  server.close(() => process.exit(0));
});
