import { BRAND_NAME } from "../../../../lib/brand.ts";
import { TOKEN_STORAGE_KEY } from "../../../../lib/session-token.ts";
import { DocLink, SupportEmail } from "./shared.tsx";
import type { DocumentSection } from "./types.ts";

export const sections: readonly DocumentSection[] = [
  {
    id: "in-short",
    heading: "In short",
    body: (
      <>
        <p>
          The {BRAND_NAME} website does not use advertising, analytics or tracking cookies. The only thing our
          website keeps in your browser is a session token that keeps you logged in, and it is stored in your
          browser’s local storage rather than in a cookie. Because this storage is essential for logging in,
          and because we use nothing else, we do not show a cookie banner.
        </p>
        <p>
          This policy explains what that storage is, why we need it, how long it lasts and how you can remove
          it. It should be read together with our <DocLink slug="privacy-policy" />.
        </p>
      </>
    ),
  },
  {
    id: "what-cookies-are",
    heading: "What cookies and local storage are",
    body: (
      <>
        <p>
          Cookies are small text files that a website asks your browser to save and to send back on later
          visits. Local storage is a similar feature of modern browsers that lets a website keep a small
          amount of information on your own device.
        </p>
        <p>
          Both can be used for essential purposes, such as remembering that you have logged in. Many websites
          also use them to follow visitors from site to site and to show them advertising. We use browser
          storage only for the essential purpose.
        </p>
      </>
    ),
  },
  {
    id: "what-we-store",
    heading: "What we store in your browser",
    body: (
      <>
        <p>We keep exactly one item, and only after you log in or register:</p>
        <dl>
          <dt>Name</dt>
          <dd>
            <code>{TOKEN_STORAGE_KEY}</code>
          </dd>
          <dt>Type</dt>
          <dd>Local storage, set by our own website (first-party).</dd>
          <dt>Purpose</dt>
          <dd>
            Holds your session token, so that you stay logged in as you move between pages and we can show you
            your own profile, plans and bookings.
          </dd>
          <dt>How long it lasts</dt>
          <dd>Until you log out, which deletes it, or until you clear your browser’s data.</dd>
        </dl>
        <p>
          The session token is a long code that lets our server recognise your login. It is used for nothing
          else, and it never holds your identity document or payment details. Our website does not set any
          cookies of its own.
        </p>
      </>
    ),
  },
  {
    id: "what-we-do-not-use",
    heading: "What we do not use",
    body: (
      <ul>
        <li>No advertising or marketing cookies.</li>
        <li>No analytics, tracking pixels or visitor-profiling tools.</li>
        <li>No social media buttons or plug-ins that follow you across websites.</li>
        <li>We do not sell or share information about how you browse our website.</li>
      </ul>
    ),
  },
  {
    id: "payment-gateway",
    heading: "Our payment gateway",
    body: (
      <p>
        When you pay for a plan, your payment is handled by our payment gateway, Razorpay. Its secure checkout
        may use its own cookies or similar storage for security and fraud prevention while you complete the
        payment. Those are controlled by Razorpay under its own privacy and cookie policies, not by us, and
        they are not used by us to track you.
      </p>
    ),
  },
  {
    id: "managing-storage",
    heading: "Managing or removing this storage",
    body: (
      <>
        <ul>
          <li>
            <strong>Log out:</strong> choose Logout from the menu under your initials. This deletes the
            session token from your browser.
          </li>
          <li>
            <strong>Clear site data:</strong> every major browser lets you remove the data a website keeps,
            usually under Settings, then Privacy, then Site data or Clear browsing data.
          </li>
          <li>
            <strong>Block storage:</strong> if your browser blocks local storage, our website still works, but
            the token is kept only while the page is open, so you will need to log in again on every visit.
          </li>
        </ul>
        <p>
          On a shared or public computer, please always log out when you have finished, so that the next
          person cannot use your account.
        </p>
      </>
    ),
  },
  {
    id: "changes-to-this-policy",
    heading: "Changes to this policy",
    body: (
      <p>
        If we ever decide to use cookies or storage that are not essential, for example to measure how our
        website is used, we will update this policy first and ask for your consent before using them. The date
        at the top of this page shows the latest version.
      </p>
    ),
  },
  {
    id: "contact-us",
    heading: "Contact us",
    body: (
      <p>
        If you have any question about this policy or about how we use browser storage, please write to us at{" "}
        <SupportEmail />. We will be happy to help.
      </p>
    ),
  },
];
