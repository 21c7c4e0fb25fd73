// The browser tests' WhatsApp Business Cloud API: the fake the API tests use, on a fixed port, started
// by Playwright beside the app (playwright.config.ts). The tests read what it received at /received.json.
import { startFakeWhatsApp } from "../apps/server/src/test/fake-whatsapp.ts";

const port = Number(process.env.E2E_WHATSAPP_PORT ?? 3101);
const fake = await startFakeWhatsApp({ port });
console.log(`fake WhatsApp Cloud API at ${fake.apiUrl}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
