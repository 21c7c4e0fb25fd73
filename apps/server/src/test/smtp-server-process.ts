import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { createInterface } from "node:readline";

const CHILD_ENTRY = resolve(import.meta.dirname, "smtp-server-child.ts");
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

export interface ReceivedMail {
  rcptTo: string[];
  raw: Buffer;
}

export interface SmtpServerProcess {
  port: number;
  /** `smtp://127.0.0.1:<port>`, for createSmtpSender. */
  url: string;
  /** The messages accepted so far, oldest first. */
  received(): ReceivedMail[];
  /** Resolves with the messages once at least n have been accepted. */
  waitFor(n: number, timeoutMs: number): Promise<ReceivedMail[]>;
  /** Answers the next n messages with "451" (a temporary failure); resolves once the server has it. */
  rejectNext(n: number): Promise<void>;
  stop(): Promise<void>;
}

type ChildLine = { port: number } | { rcptTo: string[]; raw: string } | { ack: string };

function parseLine(text: string): ChildLine | null {
  try {
    return JSON.parse(text) as ChildLine;
  } catch {
    return null;
  }
}

/**
 * Starts a real SMTP server in a separate process (see smtp-server-child.ts), so the code under test
 * talks to it over a socket the way it talks to a mail provider, with nothing shared in memory.
 */
export async function startSmtpServerProcess(): Promise<SmtpServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", CHILD_ENTRY], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  const exited = new Promise<void>((r) => child.on("exit", () => r()));

  const mails: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  let port: number | undefined;
  const acks: string[] = [];
  createInterface({ input: child.stdout }).on("line", (text) => {
    const line = parseLine(text);
    if (!line) stderr += `${text}\n`;
    else if ("port" in line) port = line.port;
    else if ("ack" in line) acks.push(line.ack);
    else mails.push({ rcptTo: line.rcptTo, raw: Buffer.from(line.raw, "base64") });
    notify();
  });
  void exited.then(notify);

  /** Resolves when `ready()` holds; rejects on timeout or when the child has gone. */
  function until<T>(ready: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise<T>((resolveValue, reject) => {
      const check = () => {
        const value = ready();
        if (value !== undefined) finish(() => resolveValue(value));
        else if (child.exitCode !== null || child.signalCode !== null)
          finish(() => reject(new Error(`SMTP server process exited before ${what}:\n${stderr}`)));
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`timed out waiting for ${what}:\n${stderr}`))),
        timeoutMs,
      );
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        settle();
      };
      listeners.add(check);
      check();
    });
  }

  const listeningPort = await until(() => port, START_TIMEOUT_MS, "the SMTP server to listen").catch(
    (error: unknown) => {
      child.kill("SIGKILL");
      throw error;
    },
  );

  return {
    port: listeningPort,
    url: `smtp://127.0.0.1:${listeningPort}`,
    received: () => [...mails],
    waitFor: (n, timeoutMs) =>
      until(() => (mails.length >= n ? [...mails] : undefined), timeoutMs, `${n} message(s)`),
    async rejectNext(n) {
      const command = `reject ${n}`;
      const seen = acks.length;
      child.stdin.write(`${command}\n`);
      await until(() => (acks.slice(seen).includes(command) ? true : undefined), START_TIMEOUT_MS, command);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.stdin.end();
      const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
