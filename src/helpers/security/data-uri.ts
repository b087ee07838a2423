/**
 * Reading `data:` URIs (RFC 2397) as icons use them: the declared media type, and what the
 * first bytes of the data really are, so a label that contradicts the content can be caught.
 */

export interface DataUri {
  /** Lower case, without parameters; `text/plain` when the URI declares none (RFC 2397). */
  readonly mediaType: string;
  readonly base64: boolean;
  readonly data: string;
}

/** Longest header (`data:<type>;<params>,`) looked for. */
const MAX_HEADER = 512;

export function parseDataUri(src: string): DataUri | undefined {
  if (!/^data:/i.test(src)) return undefined;
  const comma = src.slice(0, MAX_HEADER).indexOf(",");
  if (comma < 0) return undefined;
  const [type = "", ...parameters] = src.slice(5, comma).split(";");
  return {
    mediaType: normalizeMediaType(type) || "text/plain",
    base64: parameters.some((p) => p.trim().toLowerCase() === "base64"),
    data: src.slice(comma + 1),
  };
}

const ALIASES: Readonly<Record<string, string>> = {
  "image/jpg": "image/jpeg",
  "image/pjpeg": "image/jpeg",
  "image/x-icon": "image/vnd.microsoft.icon",
  "image/svg": "image/svg+xml",
  "image/x-png": "image/png",
};

/** `Image/JPG; q=1` → `image/jpeg`. */
export function normalizeMediaType(type: string): string {
  const bare = type.split(";")[0]!.trim().toLowerCase();
  return ALIASES[bare] ?? bare;
}

/** The bytes a data URI holds, from its start (`limit` characters of the encoded data at most). */
export function dataBytes(uri: DataUri, limit: number): Buffer {
  const head = uri.data.slice(0, limit);
  if (uri.base64) return Buffer.from(head.replace(/\s+/g, ""), "base64");
  try {
    return Buffer.from(decodeURIComponent(head), "utf8");
  } catch {
    return Buffer.from(head, "utf8");
  }
}

function startsWith(bytes: Buffer, offset: number, signature: readonly number[] | string): boolean {
  const expected = typeof signature === "string" ? Buffer.from(signature, "latin1") : Buffer.from(signature);
  return bytes.length >= offset + expected.length && bytes.subarray(offset, offset + expected.length).equals(expected);
}

/** The image type the data's signature (magic number) shows, when it is one clients render. */
export function sniffImageType(uri: DataUri): string | undefined {
  const bytes = dataBytes(uri, 400);
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, 0, "GIF87a") || startsWith(bytes, 0, "GIF89a")) return "image/gif";
  if (startsWith(bytes, 0, "RIFF") && startsWith(bytes, 8, "WEBP")) return "image/webp";
  if (startsWith(bytes, 4, "ftypavif")) return "image/avif";
  if (startsWith(bytes, 0, [0x00, 0x00, 0x01, 0x00])) return "image/vnd.microsoft.icon";
  if (
    /^(?:\uFEFF)?\s{0,64}(?:<\?xml[^>]{0,200}>\s{0,64})?(?:<!--[^]{0,200}?-->\s{0,64})?(?:<!DOCTYPE[^>]{0,300}>\s{0,64})?<svg\b/i.test(bytes.toString("utf8"))
  ) {
    return "image/svg+xml";
  }
  return undefined;
}

/** Script inside an SVG: what the spec warns consumers about. The whole data is read (linear). */
export function svgScript(uri: DataUri): string | undefined {
  const text = dataBytes(uri, uri.data.length).toString("utf8");
  return /<script\b|\bon[a-z]{3,30}\s{0,8}=|javascript:/i.exec(text)?.[0];
}
