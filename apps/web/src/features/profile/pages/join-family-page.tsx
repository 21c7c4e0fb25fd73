import { FAMILY_MESSAGES, type InviteDetails, invitationWords, OTP_LENGTH } from "@eldercare/contracts";
import { LoaderCircle, MessageSquareText, UsersRound } from "lucide-react";
import { useId, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { LoadingNotice } from "../../../components/ui/load-states.tsx";
import { emptyDigits } from "../../../components/ui/otp-digits.ts";
import { OtpInput } from "../../../components/ui/otp-input.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { useStartFamilySession } from "../../../lib/family-query.ts";
import { toast } from "../../../lib/toast.ts";
import { useAcceptInvitation, useInvitation, useSendInvitationCode } from "../api/use-invitation.ts";

/** The link's token rides after "#", so it never reaches a server log or a Referer header. */
function useLinkToken(): string {
  const { hash } = useLocation();
  const token = hash.replace(/^#/, "");
  return /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : "";
}

/**
 * /family/join#<token> (issue 29): the invitation a family member got by SMS. It says who invites them and
 * as what; a code goes to the invited phone, and entering it joins the family circle (making a light
 * account when the phone has none: no ID document) and opens the family's visits.
 */
export function JoinFamilyPage() {
  const token = useLinkToken();
  const invitation = useInvitation(token);
  return (
    <Page
      title="Join your family circle"
      description="Accept an invitation to follow your loved one's care with SeniorCare Relief."
      lead="Follow your loved one's visits and reports with the rest of your family."
    >
      <div className="max-w-2xl">
        {token === "" || invitation.isError ? (
          <div role="alert" className="rounded-xl border border-line bg-white p-6">
            <p className="font-semibold">{FAMILY_MESSAGES.inviteInvalid}</p>
            <Link to="/" className="btn btn-outline mt-4">
              Go to the home page
            </Link>
          </div>
        ) : invitation.isPending ? (
          <LoadingNotice>Loading your invitation...</LoadingNotice>
        ) : invitation.data.joined ? (
          // Their own used link, opened again while logged in as them (issue 42).
          <div role="status" className="rounded-xl border border-line bg-white p-6">
            <p className="font-semibold">{FAMILY_MESSAGES.alreadyJoined(invitation.data.payer_name)}</p>
            <Link to="/planandservicedetails" className="btn btn-primary mt-4">
              See the family's visits
            </Link>
          </div>
        ) : (
          <JoinSteps token={token} invitation={invitation.data} />
        )}
      </div>
    </Page>
  );
}

function JoinSteps({ token, invitation }: { token: string; invitation: InviteDetails }) {
  const uid = useId();
  const send = useSendInvitationCode();
  const words = invitationWords(invitation.payer_name, invitation.role, invitation.loved_ones);
  const accept = useAcceptInvitation();
  const start = useStartFamilySession();
  const navigate = useNavigate();
  const [digits, setDigits] = useState(() => emptyDigits(OTP_LENGTH));
  const [error, setError] = useState<string | null>(null);

  async function sendCode() {
    setError(null);
    try {
      await send.mutateAsync(token);
    } catch (failure) {
      setError(firstErrorMessage(failure));
    }
  }

  async function join(code: string) {
    setError(null);
    try {
      const joined = await accept.mutateAsync({ token, otp: code });
      start(joined);
      // What they joined, as whom, and what that lets them do (issue 42); the band on every family page
      // keeps saying whose family it is.
      toast.success(FAMILY_MESSAGES.joined(invitation.payer_name, invitation.role), { id: "family-joined" });
      void navigate("/planandservicedetails", { replace: true });
    } catch (failure) {
      setDigits(emptyDigits(OTP_LENGTH));
      setError(firstErrorMessage(failure));
    }
  }

  return (
    <section aria-labelledby={`${uid}-invite`} className="rounded-xl border border-line bg-white p-5 sm:p-6">
      <h2 id={`${uid}-invite`} className="flex items-center gap-2 text-2xl font-bold">
        <UsersRound aria-hidden="true" className="size-7 shrink-0 text-primary-700" />
        {invitation.payer_name} invites you, {invitation.invitee_name}
      </h2>
      <div className="mt-3 space-y-2">
        <p>{words.invites}</p>
        <p>{words.can}</p>
        <p>{words.cannot}</p>
        <p>You do not need an ID document.</p>
      </div>
      {send.isSuccess ? (
        <div className="mt-5">
          <p id={`${uid}-sent`}>
            Enter the {OTP_LENGTH}-digit code sent to{" "}
            <strong className="whitespace-nowrap">{invitation.phone_hint}</strong>
          </p>
          <div className="mt-3">
            <OtpInput
              label="One-time code"
              digits={digits}
              onChange={(next) => {
                setDigits(next);
                if (error) setError(null);
              }}
              onComplete={(code) => void join(code)}
              disabled={accept.isPending}
              invalid={error !== null}
              describedBy={`${uid}-sent`}
            />
          </div>
          <div role="status" className="mt-3 min-h-7">
            {accept.isPending ? (
              <span className="flex items-center gap-2 font-semibold text-primary-800">
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                Joining...
              </span>
            ) : null}
          </div>
        </div>
      ) : (
        <p className="mt-3">
          We will send a code to <strong className="whitespace-nowrap">{invitation.phone_hint}</strong>, the
          phone number you were invited on.
        </p>
      )}
      <FormAlert message={error} className="mt-4" />
      <button
        type="button"
        className={`btn ${send.isSuccess ? "btn-outline" : "btn-primary"} mt-5`}
        disabled={send.isPending}
        onClick={() => void sendCode()}
      >
        <MessageSquareText aria-hidden="true" className="size-5" />
        {send.isSuccess ? "Send the code again" : "Send me a code"}
      </button>
    </section>
  );
}
