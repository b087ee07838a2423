// Comparisons of the keywords that restrict one subschema's values: its text, type, allowed
// values, bounds and pattern. None of them recurses.
import type { ChangeClass } from "./change.js";
import { canonicalJson } from "../../core/util/canonical-json.js";
import { shortJson } from "./json-value.js";
import { acceptedTypes, allowedValues, covers, describeTypes, listValues, typePointer, valuesMissingFrom } from "./schema-facts.js";
import { keywordOf, targetOf, type Located, type SchemaView } from "./schema-view.js";
import { add, capitalized, consequence, INPUT_FIX, narrowing, subject, widening, type Walk } from "./schema-walk-state.js";
import { describeTextChange } from "./text-change.js";

const UPPER_BOUNDS = ["maxLength", "maximum", "exclusiveMaximum", "maxItems", "maxProperties", "maxContains"] as const;
const LOWER_BOUNDS = ["minLength", "minimum", "exclusiveMinimum", "minItems", "minProperties", "minContains"] as const;

export function compareText(walk: Walk, b: SchemaView, c: SchemaView, label: string, keyword: "description" | "title"): void {
  const before = keywordOf(b, keyword);
  const after = keywordOf(c, keyword);
  if (canonicalJson(before?.value) === canonicalJson(after?.value)) return;
  const diff = describeTextChange(before?.value, after?.value);
  add(
    walk,
    "drift",
    `schema-${keyword}-changed`,
    after?.pointer ?? targetOf(c).pointer,
    before?.pointer ?? targetOf(b).pointer,
    `The \`${keyword}\` of ${subject(walk, label)} changed since the baseline, so the model reads other text than was reviewed; review it, then refresh the baseline: ${diff}`,
  );
}

export function compareFalse(walk: Walk, b: SchemaView, c: SchemaView, label: string): void {
  const nowFalse = targetOf(c).value === false;
  const change = nowFalse ? narrowing(walk) : widening(walk);
  add(
    walk,
    change,
    nowFalse ? "schema-rejects-all" : "schema-accepts-more",
    targetOf(c).pointer,
    targetOf(b).pointer,
    nowFalse
      ? `${capitalized(subject(walk, label))} is now the schema \`false\`, which no value satisfies. ${consequence(walk, change)}`
      : `${capitalized(subject(walk, label))} was the schema \`false\` in the baseline and now allows values. ${consequence(walk, change)}`,
  );
}

export function compareTypes(walk: Walk, b: SchemaView, c: SchemaView, label: string): void {
  const before = acceptedTypes(b);
  const after = acceptedTypes(c);
  if (!before && !after) return;
  // `undefined` means any type: from any type to some is a loss, from some to any a gain.
  const lost = !before ? ["(any)"] : after ? [...before].filter((t) => !covers(after, t)) : [];
  const gained = !after ? ["(any)"] : before ? [...after].filter((t) => !covers(before, t)) : [];
  if (lost.length === 0 && gained.length === 0) return;
  const overlap = !before || !after || [...after].some((t) => covers(before, t));
  const was = `${describeTypes(before)} → ${describeTypes(after)}`;
  let change: ChangeClass;
  let kind: string;
  let what: string;
  if (lost.length > 0 && gained.length > 0 && !overlap) {
    change = "breaking";
    kind = "type-changed";
    what = `changed type (${was})`;
  } else if (walk.direction === "input") {
    change = lost.length > 0 ? "breaking" : "compatible";
    kind = lost.length > 0 ? "type-narrowed" : "type-widened";
    what = !before
      ? `now only accepts ${describeTypes(after)} (${was})`
      : lost.length > 0
        ? `no longer accepts ${typesText(lost)} (${was})`
        : `now also accepts ${typesText(gained)} (${was})`;
  } else {
    change = gained.length > 0 ? "breaking" : "compatible";
    kind = gained.length > 0 ? "type-widened" : "type-narrowed";
    what = !before
      ? `is now always ${describeTypes(after)} (${was})`
      : gained.length > 0
        ? `may now be ${typesText(gained)} (${was})`
        : `is no longer ${typesText(lost)} (${was})`;
  }
  add(walk, change, kind, typePointer(c), typePointer(b), `${capitalized(subject(walk, label))} ${what}. ${consequence(walk, change)}`);
}

function typesText(types: readonly string[]): string {
  return types.includes("(any)") ? "any type" : types.map((t) => `\`${t}\``).join(" or ");
}

export function compareValues(walk: Walk, b: SchemaView, c: SchemaView, label: string): void {
  const before = allowedValues(b);
  const after = allowedValues(c);
  if (!before && !after) return;
  const who = subject(walk, label);
  if (before && after) {
    const removed = valuesMissingFrom(before.values, after.values);
    const added = valuesMissingFrom(after.values, before.values);
    if (removed.length > 0) {
      const change = narrowing(walk);
      const what = walk.direction === "input" ? "no longer accepts" : "no longer returns";
      add(
        walk,
        change,
        "enum-value-removed",
        after.at.pointer,
        before.at.pointer,
        `${capitalized(who)} ${what} ${listValues(removed)} (removed from \`${after.keyword}\`). ${consequence(walk, change)}`,
      );
    }
    if (added.length > 0) {
      const change = widening(walk);
      const what = walk.direction === "input" ? "now also accepts" : "may now return";
      add(
        walk,
        change,
        "enum-value-added",
        after.at.pointer,
        before.at.pointer,
        `${capitalized(who)} ${what} ${listValues(added)} (added to \`${after.keyword}\`). ${consequence(walk, change)}`,
      );
    }
    return;
  }
  if (after) {
    const change = narrowing(walk);
    add(
      walk,
      change,
      "enum-added",
      after.at.pointer,
      targetOf(b).pointer,
      `${capitalized(who)} is now limited to ${listValues(after.values)} by \`${after.keyword}\`; the baseline allowed any value. ${consequence(walk, change)}`,
    );
  } else if (before) {
    const change = widening(walk);
    add(
      walk,
      change,
      "enum-removed",
      targetOf(c).pointer,
      before.at.pointer,
      `${capitalized(who)} is no longer limited to ${listValues(before.values)} (\`${before.keyword}\` removed). ${consequence(walk, change)}`,
    );
  }
}

function numberKeyword(view: SchemaView, keyword: string): Located | undefined {
  const found = keywordOf(view, keyword);
  return found && typeof found.value === "number" && Number.isFinite(found.value) ? found : undefined;
}

export function compareBounds(walk: Walk, b: SchemaView, c: SchemaView, label: string): void {
  const check = (keyword: string, tighter: (before: number | undefined, after: number | undefined) => boolean): void => {
    const before = numberKeyword(b, keyword);
    const after = numberKeyword(c, keyword);
    if (before?.value === after?.value) return;
    const tightened = tighter(before?.value as number | undefined, after?.value as number | undefined);
    reportBound(walk, b, c, label, keyword, before, after, tightened);
  };
  for (const keyword of UPPER_BOUNDS) check(keyword, (x, y) => y !== undefined && (x === undefined || y < x));
  for (const keyword of LOWER_BOUNDS) check(keyword, (x, y) => y !== undefined && (x === undefined || y > x));
  // Every multiple of the old `multipleOf` stays valid when the new one divides it.
  check("multipleOf", (x, y) => y !== undefined && y > 0 && (x === undefined || !Number.isInteger(Number((x / y).toFixed(9)))));
  const unique = (view: SchemaView): boolean => keywordOf(view, "uniqueItems")?.value === true;
  if (unique(b) !== unique(c)) {
    reportBound(walk, b, c, label, "uniqueItems", keywordOf(b, "uniqueItems"), keywordOf(c, "uniqueItems"), unique(c));
  }
}

function reportBound(
  walk: Walk,
  b: SchemaView,
  c: SchemaView,
  label: string,
  keyword: string,
  before: Located | undefined,
  after: Located | undefined,
  tightened: boolean,
): void {
  const change: ChangeClass = tightened ? "breaking" : "compatible";
  const from = before ? shortJson(before.value) : "none";
  const to = after ? shortJson(after.value) : "none";
  add(
    walk,
    change,
    tightened ? "bound-tightened" : "bound-loosened",
    after?.pointer ?? targetOf(c).pointer,
    before?.pointer ?? targetOf(b).pointer,
    `\`${keyword}\` of ${subject(walk, label)} ${tightened ? "tightened" : "loosened"} (${from} → ${to}). ${consequence(walk, change)}`,
  );
}

export function comparePattern(walk: Walk, b: SchemaView, c: SchemaView, label: string): void {
  const pattern = (view: SchemaView): Located | undefined => {
    const found = keywordOf(view, "pattern");
    return found && typeof found.value === "string" ? found : undefined;
  };
  const before = pattern(b);
  const after = pattern(c);
  if (before?.value === after?.value) return;
  const who = subject(walk, label);
  if (after) {
    add(
      walk,
      "breaking",
      before ? "pattern-changed" : "pattern-added",
      after.pointer,
      before?.pointer ?? targetOf(b).pointer,
      before
        ? `\`pattern\` of ${who} changed (${shortJson(before.value)} → ${shortJson(after.value)}). ${INPUT_FIX}`
        : `${capitalized(who)} now must match \`pattern\` ${shortJson(after.value)}. ${INPUT_FIX}`,
    );
  } else if (before) {
    add(
      walk,
      "compatible",
      "pattern-removed",
      targetOf(c).pointer,
      before.pointer,
      `${capitalized(who)} no longer has to match \`pattern\` ${shortJson(before.value)}. Existing callers keep working.`,
    );
  }
}
