// Compares the baseline and current versions of one tool's schema, node by node in step
// (properties of properties, items, union branches), following local `$ref`s on both
// sides. The engine's shared schema walk visits one schema and never follows `$ref`; a
// diff must hold two schemas side by side and resolve references, so it walks here,
// bounded in depth and in nodes, and stops on a pair it has already compared (cycles).
//
// Direction decides what breaks a caller. For `inputSchema` (what callers send), anything
// that now rejects a value the baseline accepted is breaking. For `outputSchema` (what
// callers read), a field that may now be missing or of another type is breaking.
import { joinPointer } from "../positions/pointer.js";
import type { Change, ChangeClass } from "./change.js";
import { canonicalJson, isJsonObject, shortJson } from "./json-value.js";
import {
  acceptedTypes, allowedValues, branchesOf, covers, describeTypes, isClosed, isPlainTypeBranch, listValues,
  propertyNames, requiredNames, typePointer, UNION_KEYWORDS, valuesMissingFrom,
} from "./schema-facts.js";
import { keywordOf, targetOf, viewChild, viewSchema, type Located, type SchemaView } from "./schema-view.js";
import { describeTextChange } from "./text-change.js";

export type Direction = "input" | "output";

/** Deeper than this the comparison stops (real schemas are far shallower). */
const MAX_DEPTH = 64;
/** At most this many node pairs per schema, so a hostile schema cannot make the diff slow. */
const MAX_PAIRS = 5000;

const UPPER_BOUNDS = ["maxLength", "maximum", "exclusiveMaximum", "maxItems", "maxProperties", "maxContains"] as const;
const LOWER_BOUNDS = ["minLength", "minimum", "exclusiveMinimum", "minItems", "minProperties", "minContains"] as const;

interface Walk {
  readonly direction: Direction;
  readonly tool: string | undefined;
  readonly changes: Change[];
  readonly seen: Set<string>;
  pairs: number;
}

/** Every change between two versions of a tool's `inputSchema` (or `outputSchema`). */
export function compareSchemas(baseline: Located, current: Located, direction: Direction, tool: string | undefined): Change[] {
  if (canonicalJson(baseline.value) === canonicalJson(current.value)) return [];
  const walk: Walk = { direction, tool, changes: [], seen: new Set(), pairs: 0 };
  compareNode(walk, viewSchema(baseline, baseline), viewSchema(current, current), "", 0);
  return walk.changes;
}

function compareNode(walk: Walk, b: SchemaView, c: SchemaView, label: string, depth: number): void {
  if (depth > MAX_DEPTH || walk.pairs >= MAX_PAIRS) return;
  // The same pair reached again (a shared definition, a recursive `$ref`) gives the same changes.
  const pairKey = `${targetOf(b).pointer}\n${targetOf(c).pointer}`;
  if (walk.seen.has(pairKey)) return;
  walk.seen.add(pairKey);
  walk.pairs++;

  compareText(walk, b, c, label, "description");
  compareText(walk, b, c, label, "title");
  const bValue = targetOf(b).value;
  const cValue = targetOf(c).value;
  if (bValue === false || cValue === false) {
    if (bValue !== cValue) compareFalse(walk, b, c, label);
    return;
  }
  compareTypes(walk, b, c, label);
  compareValues(walk, b, c, label);
  if (walk.direction === "input") {
    compareBounds(walk, b, c, label);
    comparePattern(walk, b, c, label);
    compareAdditional(walk, b, c, label, depth);
  }
  compareProperties(walk, b, c, label, depth);
  compareItems(walk, b, c, label, depth);
  for (const keyword of UNION_KEYWORDS) compareVariants(walk, b, c, label, depth, keyword);
  compareAllOf(walk, b, c, label, depth);
}

// ---- reporting helpers ----

function add(walk: Walk, change: ChangeClass, kind: string, pointer: string, baselinePointer: string, message: string): void {
  walk.changes.push({ change, kind, tool: walk.tool, pointer, baselinePointer, message });
}

/** "parameter `a.b`" / "output field `a`" / "the input schema". */
function subject(walk: Walk, label: string): string {
  if (label === "") return walk.direction === "input" ? "the input schema" : "the output schema";
  return walk.direction === "input" ? `parameter \`${label}\`` : `output field \`${label}\``;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function childLabel(label: string, name: string): string {
  return label === "" ? name : `${label}.${name}`;
}

/** Input: narrowing breaks callers. Output: widening breaks callers. */
function narrowing(walk: Walk): ChangeClass {
  return walk.direction === "input" ? "breaking" : "compatible";
}
function widening(walk: Walk): ChangeClass {
  return walk.direction === "input" ? "compatible" : "breaking";
}

const INPUT_FIX = "Callers written against the baseline will be rejected; keep accepting the old values, or ship this as a new tool and tell callers.";
const OUTPUT_FIX = "Callers that read it as the baseline promised will break; keep the old shape, or ship this as a new tool and tell callers.";

function consequence(walk: Walk, change: ChangeClass): string {
  if (change !== "breaking") return "Existing callers keep working.";
  return walk.direction === "input" ? INPUT_FIX : OUTPUT_FIX;
}

// ---- keyword comparisons ----

function compareText(walk: Walk, b: SchemaView, c: SchemaView, label: string, keyword: "description" | "title"): void {
  const before = keywordOf(b, keyword);
  const after = keywordOf(c, keyword);
  if (canonicalJson(before?.value) === canonicalJson(after?.value)) return;
  const diff = describeTextChange(before?.value, after?.value);
  add(
    walk, "drift", `schema-${keyword}-changed`,
    after?.pointer ?? targetOf(c).pointer, before?.pointer ?? targetOf(b).pointer,
    `The \`${keyword}\` of ${subject(walk, label)} changed since the baseline, so the model reads other text than was reviewed; review it, then refresh the baseline: ${diff}`,
  );
}

function compareFalse(walk: Walk, b: SchemaView, c: SchemaView, label: string): void {
  const nowFalse = targetOf(c).value === false;
  const change = nowFalse ? narrowing(walk) : widening(walk);
  add(
    walk, change, nowFalse ? "schema-rejects-all" : "schema-accepts-more", targetOf(c).pointer, targetOf(b).pointer,
    nowFalse
      ? `${capitalized(subject(walk, label))} is now the schema \`false\`, which no value satisfies. ${consequence(walk, change)}`
      : `${capitalized(subject(walk, label))} was the schema \`false\` in the baseline and now allows values. ${consequence(walk, change)}`,
  );
}

function compareTypes(walk: Walk, b: SchemaView, c: SchemaView, label: string): void {
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
      : lost.length > 0 ? `no longer accepts ${typesText(lost)} (${was})` : `now also accepts ${typesText(gained)} (${was})`;
  } else {
    change = gained.length > 0 ? "breaking" : "compatible";
    kind = gained.length > 0 ? "type-widened" : "type-narrowed";
    what = !before
      ? `is now always ${describeTypes(after)} (${was})`
      : gained.length > 0 ? `may now be ${typesText(gained)} (${was})` : `is no longer ${typesText(lost)} (${was})`;
  }
  add(walk, change, kind, typePointer(c), typePointer(b), `${capitalized(subject(walk, label))} ${what}. ${consequence(walk, change)}`);
}

function typesText(types: readonly string[]): string {
  return types.includes("(any)") ? "any type" : types.map((t) => `\`${t}\``).join(" or ");
}

function compareValues(walk: Walk, b: SchemaView, c: SchemaView, label: string): void {
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
      add(walk, change, "enum-value-removed", after.at.pointer, before.at.pointer,
        `${capitalized(who)} ${what} ${listValues(removed)} (removed from \`${after.keyword}\`). ${consequence(walk, change)}`);
    }
    if (added.length > 0) {
      const change = widening(walk);
      const what = walk.direction === "input" ? "now also accepts" : "may now return";
      add(walk, change, "enum-value-added", after.at.pointer, before.at.pointer,
        `${capitalized(who)} ${what} ${listValues(added)} (added to \`${after.keyword}\`). ${consequence(walk, change)}`);
    }
    return;
  }
  if (after) {
    const change = narrowing(walk);
    add(walk, change, "enum-added", after.at.pointer, targetOf(b).pointer,
      `${capitalized(who)} is now limited to ${listValues(after.values)} by \`${after.keyword}\`; the baseline allowed any value. ${consequence(walk, change)}`);
  } else if (before) {
    const change = widening(walk);
    add(walk, change, "enum-removed", targetOf(c).pointer, before.at.pointer,
      `${capitalized(who)} is no longer limited to ${listValues(before.values)} (\`${before.keyword}\` removed). ${consequence(walk, change)}`);
  }
}

function numberKeyword(view: SchemaView, keyword: string): Located | undefined {
  const found = keywordOf(view, keyword);
  return found && typeof found.value === "number" && Number.isFinite(found.value) ? found : undefined;
}

function compareBounds(walk: Walk, b: SchemaView, c: SchemaView, label: string): void {
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
  walk: Walk, b: SchemaView, c: SchemaView, label: string, keyword: string,
  before: Located | undefined, after: Located | undefined, tightened: boolean,
): void {
  const change: ChangeClass = tightened ? "breaking" : "compatible";
  const from = before ? shortJson(before.value) : "none";
  const to = after ? shortJson(after.value) : "none";
  add(
    walk, change, tightened ? "bound-tightened" : "bound-loosened",
    after?.pointer ?? targetOf(c).pointer, before?.pointer ?? targetOf(b).pointer,
    `\`${keyword}\` of ${subject(walk, label)} ${tightened ? "tightened" : "loosened"} (${from} → ${to}). ${consequence(walk, change)}`,
  );
}

function comparePattern(walk: Walk, b: SchemaView, c: SchemaView, label: string): void {
  const pattern = (view: SchemaView): Located | undefined => {
    const found = keywordOf(view, "pattern");
    return found && typeof found.value === "string" ? found : undefined;
  };
  const before = pattern(b);
  const after = pattern(c);
  if (before?.value === after?.value) return;
  const who = subject(walk, label);
  if (after) {
    add(walk, "breaking", before ? "pattern-changed" : "pattern-added", after.pointer, before?.pointer ?? targetOf(b).pointer,
      before
        ? `\`pattern\` of ${who} changed (${shortJson(before.value)} → ${shortJson(after.value)}), so values the baseline accepted may now be rejected. ${INPUT_FIX}`
        : `${capitalized(who)} now must match \`pattern\` ${shortJson(after.value)}. ${INPUT_FIX}`);
  } else if (before) {
    add(walk, "compatible", "pattern-removed", targetOf(c).pointer, before.pointer,
      `${capitalized(who)} no longer has to match \`pattern\` ${shortJson(before.value)}. Existing callers keep working.`);
  }
}

function compareAdditional(walk: Walk, b: SchemaView, c: SchemaView, label: string, depth: number): void {
  const before = keywordOf(b, "additionalProperties");
  const after = keywordOf(c, "additionalProperties");
  const closedBefore = before?.value === false;
  const closedAfter = after?.value === false;
  const who = subject(walk, label);
  if (!closedBefore && closedAfter) {
    add(walk, "breaking", "additional-properties-closed", after!.pointer, before?.pointer ?? targetOf(b).pointer,
      `${capitalized(who)} now sets \`additionalProperties: false\`: properties it does not list are rejected. ${INPUT_FIX}`);
    return;
  }
  if (closedBefore && !closedAfter) {
    add(walk, "compatible", "additional-properties-opened", after?.pointer ?? targetOf(c).pointer, before!.pointer,
      `${capitalized(who)} no longer sets \`additionalProperties: false\`. Existing callers keep working.`);
    return;
  }
  if (closedBefore || !(isJsonObject(before?.value) || isJsonObject(after?.value))) return;
  // Both open: compare the schemas extra properties must match (absent means anything).
  const side = (view: SchemaView, found: Located | undefined): SchemaView =>
    viewChild(view, found ?? { value: true, pointer: targetOf(view).pointer });
  compareNode(walk, side(b, before), side(c, after), `${label === "" ? "" : `${label}.`}*`, depth + 1);
}

function compareProperties(walk: Walk, b: SchemaView, c: SchemaView, label: string, depth: number): void {
  const bProps = propertyNames(b);
  const cProps = propertyNames(c);
  const bRequired = requiredNames(b);
  const cRequired = requiredNames(c);
  if (bProps.names.size === 0 && cProps.names.size === 0 && bRequired.size === 0 && cRequired.size === 0) return;
  const propertyPointer = (props: typeof bProps, view: SchemaView, name: string): string =>
    props.names.has(name) ? joinPointer(props.at!.pointer, name) : (props.at?.pointer ?? targetOf(view).pointer);
  const input = walk.direction === "input";
  const noun = input ? "Parameter" : "Output field";

  for (const [name, requiredPointer] of cRequired) {
    if (bRequired.has(name) || !input) continue;
    const isNew = !bProps.names.has(name) && cProps.names.has(name);
    add(walk, "breaking", isNew ? "required-parameter-added" : "required-added",
      isNew ? propertyPointer(cProps, c, name) : requiredPointer, propertyPointer(bProps, b, name),
      isNew
        ? `${noun} \`${childLabel(label, name)}\` is new and required: callers written against the baseline do not send it and will be rejected. Make it optional (with a \`default\`), or ship this as a new tool.`
        : `${noun} \`${childLabel(label, name)}\` is now required (it was optional): callers that omit it will be rejected. Keep it optional with a \`default\`, or ship this as a new tool.`);
  }
  for (const name of cProps.names) {
    if (bProps.names.has(name) || (input && cRequired.has(name))) continue;
    add(walk, "compatible", input ? "parameter-added" : "output-property-added", propertyPointer(cProps, c, name), propertyPointer(bProps, b, name),
      `${noun} \`${childLabel(label, name)}\` was added${input ? " (optional)" : ""}. Existing callers keep working.`);
  }
  for (const name of bProps.names) {
    if (cProps.names.has(name)) continue;
    const where = propertyPointer(cProps, c, name);
    const was = propertyPointer(bProps, b, name);
    if (!input) {
      add(walk, "breaking", "output-property-removed", where, was,
        `Output field \`${childLabel(label, name)}\` was removed. ${OUTPUT_FIX}`);
    } else if (isClosed(c)) {
      add(walk, "breaking", "parameter-removed", where, was,
        `Parameter \`${childLabel(label, name)}\` was removed and the schema is closed (\`additionalProperties: false\`), so callers that still send it will be rejected. Keep accepting it (deprecated in its description) until callers have moved.`);
    } else {
      add(walk, "compatible", "parameter-removed", where, was,
        `Parameter \`${childLabel(label, name)}\` was removed; the schema is open, so callers that still send it are not rejected, but the value is probably ignored. Say so in the description if it was in use.`);
    }
  }
  for (const [name, requiredPointer] of bRequired) {
    if (cRequired.has(name) || !cProps.names.has(name) || !bProps.names.has(name)) continue;
    if (input) {
      add(walk, "compatible", "required-removed", propertyPointer(cProps, c, name), requiredPointer,
        `Parameter \`${childLabel(label, name)}\` is no longer required. Existing callers keep working.`);
    } else {
      add(walk, "breaking", "output-property-optional", propertyPointer(cProps, c, name), requiredPointer,
        `Output field \`${childLabel(label, name)}\` is no longer required, so results may now lack it. ${OUTPUT_FIX}`);
    }
  }
  for (const name of cProps.names) {
    if (!bProps.names.has(name)) continue;
    const bMembers = bProps.at!.value as Record<string, unknown>;
    const cMembers = cProps.at!.value as Record<string, unknown>;
    compareNode(
      walk,
      viewChild(b, { value: bMembers[name], pointer: joinPointer(bProps.at!.pointer, name) }),
      viewChild(c, { value: cMembers[name], pointer: joinPointer(cProps.at!.pointer, name) }),
      childLabel(label, name),
      depth + 1,
    );
  }
}

function isSchemaValue(value: unknown): boolean {
  return typeof value === "boolean" || isJsonObject(value);
}

function compareItems(walk: Walk, b: SchemaView, c: SchemaView, label: string, depth: number): void {
  const before = keywordOf(b, "items");
  const after = keywordOf(c, "items");
  const itemLabel = `${label}[]`;
  if (Array.isArray(before?.value) || Array.isArray(after?.value)) {
    comparePositional(walk, b, c, before, after, itemLabel, depth);
  } else if (isSchemaValue(before?.value) || isSchemaValue(after?.value)) {
    // A side without `items` allows any item: compare it as `true`.
    const side = (view: SchemaView, found: Located | undefined): SchemaView =>
      viewChild(view, found && isSchemaValue(found.value) ? found : { value: true, pointer: targetOf(view).pointer });
    compareNode(walk, side(b, before), side(c, after), itemLabel, depth + 1);
  }
  comparePositional(walk, b, c, keywordOf(b, "prefixItems"), keywordOf(c, "prefixItems"), itemLabel, depth);
}

/** Tuple items (`prefixItems`, or draft-07 `items: [...]`), position by position. */
function comparePositional(
  walk: Walk, b: SchemaView, c: SchemaView, before: Located | undefined, after: Located | undefined, label: string, depth: number,
): void {
  if (!before || !after || !Array.isArray(before.value) || !Array.isArray(after.value)) return;
  const count = Math.min(before.value.length, after.value.length);
  for (let i = 0; i < count; i++) {
    compareNode(
      walk,
      viewChild(b, { value: before.value[i], pointer: joinPointer(before.pointer, i) }),
      viewChild(c, { value: after.value[i], pointer: joinPointer(after.pointer, i) }),
      `${label.slice(0, -2)}[${i}]`,
      depth + 1,
    );
  }
}

/**
 * `anyOf`/`oneOf`: branches that only name a type are covered by the type comparison;
 * the others are matched by content, and those left over are paired in order.
 */
function compareVariants(walk: Walk, b: SchemaView, c: SchemaView, label: string, depth: number, keyword: string): void {
  const before = branchesOf(b, keyword);
  const after = branchesOf(c, keyword);
  if (!before || !after) return;
  const structured = (branches: SchemaView[]): SchemaView[] => branches.filter((branch) => !isPlainTypeBranch(branch));
  const key = (branch: SchemaView): string => canonicalJson(targetOf(branch).value);
  const bLeft = structured(before.branches);
  const cLeft = structured(after.branches);
  const cKeys = new Map<string, number>();
  for (const branch of cLeft) cKeys.set(key(branch), (cKeys.get(key(branch)) ?? 0) + 1);
  const unmatchedB: SchemaView[] = [];
  for (const branch of bLeft) {
    const k = key(branch);
    const n = cKeys.get(k) ?? 0;
    if (n > 0) cKeys.set(k, n - 1);
    else unmatchedB.push(branch);
  }
  const bKeys = new Map<string, number>();
  for (const branch of bLeft) bKeys.set(key(branch), (bKeys.get(key(branch)) ?? 0) + 1);
  const unmatchedC: SchemaView[] = [];
  for (const branch of cLeft) {
    const k = key(branch);
    const n = bKeys.get(k) ?? 0;
    if (n > 0) bKeys.set(k, n - 1);
    else unmatchedC.push(branch);
  }
  const paired = Math.min(unmatchedB.length, unmatchedC.length);
  for (let i = 0; i < paired; i++) {
    compareNode(walk, unmatchedB[i]!, unmatchedC[i]!, `${label}<${keyword}>`, depth + 1);
  }
  const who = subject(walk, label);
  for (const branch of unmatchedB.slice(paired)) {
    const change = narrowing(walk);
    add(walk, change, "variant-removed", after.at.pointer, branch.chain[0]!.pointer,
      `A \`${keyword}\` branch of ${who} was removed, so values that matched only it ${walk.direction === "input" ? "are now rejected" : "are no longer returned"}. ${consequence(walk, change)}`);
  }
  for (const branch of unmatchedC.slice(paired)) {
    const change = widening(walk);
    add(walk, change, "variant-added", branch.chain[0]!.pointer, before.at.pointer,
      `A \`${keyword}\` branch was added to ${who}${walk.direction === "input" ? "" : ", so results may take a shape callers have not seen"}. ${consequence(walk, change)}`);
  }
}

function compareAllOf(walk: Walk, b: SchemaView, c: SchemaView, label: string, depth: number): void {
  const before = branchesOf(b, "allOf");
  const after = branchesOf(c, "allOf");
  if (!before || !after) return;
  const count = Math.min(before.branches.length, after.branches.length);
  for (let i = 0; i < count; i++) compareNode(walk, before.branches[i]!, after.branches[i]!, label, depth + 1);
}
