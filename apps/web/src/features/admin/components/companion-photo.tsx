import type { AdminCompanionDetail } from "@eldercare/contracts";
import { LoaderCircle, Upload } from "lucide-react";
import { type FormEvent, useState } from "react";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { PhotoField } from "../../../components/ui/photo-field.tsx";
import { SessionPhoto } from "../../../components/ui/session-photo.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { useUploadCompanionPhoto } from "../api/use-upload-companion-photo.ts";
import { COMPANION_TEXT } from "../lib/companion-text.ts";

/**
 * A companion's photo in the console (issue 26): the current one (admin/companionphoto/, fetched with the
 * session), and a new one to upload (checked here for size and type first; the server re-encodes it
 * without location or camera data). Families see it on their confirmed visits.
 */
export function CompanionPhoto({ companion: c }: { companion: AdminCompanionDetail }) {
  const upload = useUploadCompanionPhoto(c.companion_id);
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** A new field after each upload: the file input forgets the photo sent. */
  const [round, setRound] = useState(0);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!photo || upload.isPending) return;
    setError(null);
    try {
      await upload.mutateAsync(photo);
      setPhoto(null);
      setRound((n) => n + 1);
    } catch (refusal) {
      setError(firstErrorMessage(refusal));
    }
  }

  return (
    <div className="grid gap-6 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <div>
        {c.has_photo ? (
          <SessionPhoto
            route="adminCompanionPhoto"
            body={{ companion_id: c.companion_id }}
            alt={COMPANION_TEXT.photoAlt(c.full_name)}
            className="size-48 max-w-full rounded-xl border border-line object-cover"
          />
        ) : (
          <p className="text-muted">{COMPANION_TEXT.noPhoto}</p>
        )}
      </div>
      <form noValidate onSubmit={(event) => void send(event)} className="min-w-0 space-y-4">
        <PhotoField
          key={round}
          label={COMPANION_TEXT.newPhotoLabel}
          hint={COMPANION_TEXT.photoHint}
          file={photo}
          onChange={(file) => {
            setPhoto(file);
            setError(null);
          }}
          disabled={upload.isPending}
        />
        <FormAlert message={error} />
        <button
          type="submit"
          className="btn btn-primary disabled:cursor-wait"
          disabled={!photo || upload.isPending}
        >
          {upload.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Upload aria-hidden="true" className="size-5" />
          )}
          {COMPANION_TEXT.uploadPhoto}
        </button>
      </form>
    </div>
  );
}
