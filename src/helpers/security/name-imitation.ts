import { foldText } from "./poison-features.js";

/**
 * The key under which look-alike tool names meet: `send_emai1`, `sendEmail`, `SEND-EMAIL` and
 * `ѕend_email` (Cyrillic ѕ) all give `sendemail`. Case and separators fold away, digits that pass
 * for letters become those letters, letters from other scripts fold to the Latin ones they copy.
 */
export function imitationKey(name: string): string {
  return foldText(name)
    .replace(/[\s_.\-/]+/g, "")
    .replace(/rn/g, "m")
    .replace(/vv/g, "w")
    .replace(/[01357]/g, (d) => ({ "0": "o", "1": "l", "3": "e", "5": "s", "7": "t" })[d]!)
    .replace(/i/g, "l");
}

/** How two distinct names that share an imitationKey differ, for a message. */
export function imitationKind(a: string, b: string): string {
  if (/[^\x00-\x7f]/.test(a + b)) return "letters from another script";
  if (a.toLowerCase().replace(/[_.-]/g, "") === b.toLowerCase().replace(/[_.-]/g, "")) return "case or separators";
  return "digits or letters that look alike";
}
