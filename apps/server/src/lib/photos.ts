import { VISIT_PHOTO_MAX_SIDE, VISIT_REPORT_MESSAGES } from "@eldercare/contracts";
import sharp from "sharp";

/** What the first bytes say a file is: only JPEG, PNG and WebP are photos here (never the name). */
export function sniffPhotoType(bytes: Buffer): "jpeg" | "png" | "webp" | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "webp";
  return null;
}

/** A photo as kept, or why it was refused (in the contract's words; the caller answers 400 with it). */
export type ReencodedPhoto = { ok: true; photo: Buffer } | { ok: false; message: string };

/**
 * A photo as it is kept: checked by its content, turned upright, at most VISIT_PHOTO_MAX_SIDE on its
 * longest side, and re-encoded as JPEG, which leaves every bit of metadata behind (location, camera,
 * time). Refuses an empty file, anything not JPEG, PNG or WebP, and a file that does not decode.
 */
export async function reencodePhoto(bytes: Buffer): Promise<ReencodedPhoto> {
  if (bytes.length === 0) return { ok: false, message: VISIT_REPORT_MESSAGES.photoEmpty };
  if (!sniffPhotoType(bytes)) return { ok: false, message: VISIT_REPORT_MESSAGES.photoWrongType };
  try {
    const photo = await sharp(bytes, { failOn: "error", limitInputPixels: 50_000_000 })
      .rotate()
      .resize({
        width: VISIT_PHOTO_MAX_SIDE,
        height: VISIT_PHOTO_MAX_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      // No withMetadata()/keepExif(): sharp writes none of the input's EXIF, XMP, IPTC or ICC.
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return { ok: true, photo };
  } catch {
    return { ok: false, message: VISIT_REPORT_MESSAGES.photoUnreadable };
  }
}
