import type { DevInbox } from "./dev-inbox.ts";
import type { DeliveryLogger, MessageSender } from "./types.ts";

/**
 * Development only: the log line carries the code itself, so nobody needs a phone or a mailbox to
 * sign in locally. Never select this provider in production.
 */
export function createConsoleSender(log: DeliveryLogger, inbox: DevInbox): MessageSender {
  return {
    async send(message) {
      log.info({ channel: message.channel, to: message.to, text: message.text }, "development message");
      inbox.record(message);
    },
  };
}
