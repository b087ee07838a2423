import { looksLikePlaceholder, looksLikePlaceholderPassword } from "./placeholders.js";
import { redactToken, redactUrlPassword } from "./redact.js";
import { anchorMask, anchorTable, groupBits, hasAll, type AnchorMask } from "./token-anchors.js";

/**
 * Credential formats `secret-in-definition` recognises: each has a fixed prefix or structure
 * published by its issuer, so a long random string alone never matches. Every pattern is
 * global, starts only where a run of its characters starts (a lookbehind), and has bounded
 * repetitions, so a scan is linear however the string is built.
 */
export interface CredentialFormat {
  readonly id: string;
  /** What the message calls it: "a GitHub token". */
  readonly label: string;
  readonly pattern: RegExp;
  /**
   * Words every match of `pattern` holds, in groups that must all be found (token-anchors.ts);
   * a string without them is not matched at all. A test checks each pattern against them.
   */
  readonly anchors: readonly (readonly string[])[];
  /** Whether a match is a real credential rather than a placeholder or a look-alike. */
  accept(match: RegExpMatchArray, text: string): boolean;
  /** The match as a message may show it. */
  redact(match: RegExpMatchArray): string;
}

/** A credential that is a prefix plus a random part. */
function token(
  id: string,
  label: string,
  anchors: readonly string[],
  pattern: RegExp,
  prefixLength: number,
  accept?: (secret: string) => boolean,
): CredentialFormat {
  return {
    id,
    label,
    anchors: [anchors],
    pattern,
    accept: (match) => {
      const secret = match[0].slice(prefixLength);
      return !looksLikePlaceholder(secret) && (accept?.(secret) ?? true);
    },
    redact: (match) => redactToken(match[0], prefixLength),
  };
}

function decodeBase64UrlJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
}

const MIXED = (secret: string): boolean => /[a-z]/.test(secret) && /[A-Z]/.test(secret) && /\d/.test(secret);

export const CREDENTIAL_FORMATS: readonly CredentialFormat[] = [
  token(
    "aws-access-key-id",
    "an AWS access key ID",
    ["akia", "asia", "abia", "acca"],
    /(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])/g,
    4,
  ),
  {
    id: "aws-secret-access-key",
    anchors: [
      ["aws", "awssecret"],
      ["secret", "awssecret"],
    ],
    label: "an AWS secret access key",
    pattern: /\baws_?secret_?access_?key["']?\s{0,5}[:=]\s{0,5}["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])/gi,
    accept: (match) => !looksLikePlaceholder(match[1]!),
    redact: (match) => redactToken(match[1]!, 0),
  },
  token("github-token", "a GitHub token", ["ghp", "gho", "ghu", "ghs", "ghr"], /(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{36,251}(?![A-Za-z0-9_])/g, 4),
  token(
    "github-fine-grained-token",
    "a GitHub fine-grained personal access token",
    ["github"],
    /(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{50,240}(?![A-Za-z0-9_])/g,
    11,
  ),
  token("gitlab-token", "a GitLab personal access token", ["glpat"], /(?<![A-Za-z0-9_-])glpat-[A-Za-z0-9_-]{20,100}(?![A-Za-z0-9_-])/g, 6),
  token(
    "slack-token",
    "a Slack token",
    ["xoxa", "xoxb", "xoxp", "xoxo", "xoxs", "xoxr", "xoxe"],
    /(?<![A-Za-z0-9-])xox[abposre]-[A-Za-z0-9-]{10,250}(?![A-Za-z0-9-])/g,
    5,
    (secret) => /\d{5}/.test(secret),
  ),
  {
    id: "slack-webhook",
    anchors: [["hooks"]],
    label: "a Slack webhook URL",
    pattern: /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/-]{20,200}/g,
    accept: (match) => !looksLikePlaceholder(match[0].slice(match[0].indexOf(".com/") + 5)),
    redact: (match) => `${match[0].slice(0, match[0].indexOf(".com/") + 5)}…`,
  },
  token("stripe-live-key", "a Stripe live secret key", ["sk", "rk"], /(?<![A-Za-z0-9_])(?:sk|rk)_live_[A-Za-z0-9]{16,247}(?![A-Za-z0-9_])/g, 8),
  token("anthropic-key", "an Anthropic API key", ["sk"], /(?<![A-Za-z0-9_-])sk-ant-(?:api|admin|oat)\d{2}-[A-Za-z0-9_-]{32,200}(?![A-Za-z0-9_-])/g, 14),
  token(
    "openai-key",
    "an OpenAI API key",
    ["sk"],
    /(?<![A-Za-z0-9_-])sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,250}(?![A-Za-z0-9_-])/g,
    3,
    // Legacy keys embed "T3BlbkFJ" (base64 of "OpenAI"); project keys are long and mixed.
    (secret) =>
      !secret.startsWith("ant-") && (secret.includes("T3BlbkFJ") || (/^(?:proj|svcacct|admin)-/.test(secret) && secret.length >= 40 && MIXED(secret))),
  ),
  token("google-api-key", "a Google API key", ["aiza"], /(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}(?![A-Za-z0-9_-])/g, 4),
  token("npm-token", "an npm access token", ["npm"], /(?<![A-Za-z0-9_])npm_[A-Za-z0-9]{36}(?![A-Za-z0-9_])/g, 4),
  {
    id: "private-key",
    anchors: [["begin"]],
    label: "a private key",
    pattern: /-----BEGIN (?:(?:RSA|EC|DSA|OPENSSH|ENCRYPTED|PGP) )?PRIVATE KEY(?: BLOCK)?-----/g,
    // A header alone is a format hint ("paste a key starting with -----BEGIN…"); a key has a body.
    accept: (match, text) => {
      const body = text.slice(match.index! + match[0].length, match.index! + match[0].length + 400);
      const run = /[A-Za-z0-9+/=]{40,}/.exec(body);
      return run !== null && !looksLikePlaceholder(run[0]);
    },
    redact: (match) => `${match[0]}…`,
  },
  {
    id: "jwt",
    anchors: [["eyj*"]],
    label: "a JSON Web Token",
    pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,4096}\.eyJ[A-Za-z0-9_-]{8,16384}\.[A-Za-z0-9_-]{16,1024}(?![A-Za-z0-9_-])/g,
    // A real header names its algorithm; jwt.io's well-known sample ("sub": "1234567890") is public.
    accept: (match) => {
      const [header, payload] = match[0].split(".");
      const decodedHeader = decodeBase64UrlJson(header!);
      const decodedPayload = decodeBase64UrlJson(payload!);
      const isHeader = typeof decodedHeader === "object" && decodedHeader !== null && "alg" in decodedHeader;
      const isSample = typeof decodedPayload === "object" && decodedPayload !== null && (decodedPayload as { sub?: unknown }).sub === "1234567890";
      return isHeader && !isSample;
    },
    redact: (match) => redactToken(match[0], 10),
  },
  {
    id: "url-password",
    anchors: [["@"], [":"], ["/"]],
    label: "a URL with a password",
    pattern: /(?<![A-Za-z0-9+.-])([a-z][a-z0-9+.-]{1,30}):\/\/([^\s/?#@:"'`<>]{1,128}):([^\s/?#@"'`<>]{1,256})@(?=[^\s/?#@])/gi,
    accept: (match) => !looksLikePlaceholderPassword(match[3]!, match[2]!),
    redact: (match) => redactUrlPassword(match[1]!, match[2]!),
  },
];

/**
 * The anchor groups: format i's first group is group i, so the low lane's first bits are the
 * formats whose first group was found; the other groups follow (EXTRA).
 */
const GROUPS: string[][] = CREDENTIAL_FORMATS.map((format) => [...format.anchors[0]!]);
const EXTRA: readonly (AnchorMask | undefined)[] = CREDENTIAL_FORMATS.map((format) =>
  format.anchors.length === 1 ? undefined : groupBits(format.anchors.slice(1).map((group) => GROUPS.push([...group]) - 1)),
);
const anchors = anchorTable(GROUPS);
if (CREDENTIAL_FORMATS.length > 31) throw new Error("formats are found as bits of one lane: at most 31");
const ALL = (1 << CREDENTIAL_FORMATS.length) - 1;
const NONE: readonly CredentialFormat[] = [];

/**
 * The shortest text any format can match in: `ab://u:p@h` (a URL with a password, and the host's
 * first character after it). Most keys and many values of a definition are shorter.
 */
export const SHORTEST_TEXT = 10;

/** The formats whose anchors `text` holds: the only ones worth matching against it. */
export function possibleFormats(text: string): readonly CredentialFormat[] {
  if (text.length < SHORTEST_TEXT) return NONE;
  const mask = anchorMask(text, anchors());
  const first = mask[0] & ALL;
  if (first === 0) return NONE;
  return CREDENTIAL_FORMATS.filter((_, i) => (first & (1 << i)) !== 0 && (EXTRA[i] === undefined || hasAll(mask, EXTRA[i])));
}
