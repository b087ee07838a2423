// Comparisons of a subschema's structure: the properties of an object (added, removed,
// required), what extra properties may be, array items, and union branches. Each recurses
// into the subschemas both versions share.
import { joinPointer } from "../../core/positions/pointer.js";
import { canonicalJson } from "../../core/util/canonical-json.js";
import { branchesOf, isClosed, isPlainTypeBranch, propertyNames, requiredNames } from "./schema-facts.js";
import { keywordOf, targetOf, viewChild, type Located, type SchemaView } from "./schema-view.js";
import { add, capitalized, childLabel, consequence, INPUT_FIX, narrowing, OUTPUT_FIX, subject, widening, type Walk } from "./schema-walk-state.js";
import { isObject } from "../../core/model/types.js";

export function compareAdditional(walk: Walk, b: SchemaView, c: SchemaView, label: string, depth: number): void {
  const before = keywordOf(b, "additionalProperties");
  const after = keywordOf(c, "additionalProperties");
  const closedBefore = before?.value === false;
  const closedAfter = after?.value === false;
  const who = subject(walk, label);
  if (!closedBefore && closedAfter) {
    add(
      walk,
      "breaking",
      "additional-properties-closed",
      after!.pointer,
      before?.pointer ?? targetOf(b).pointer,
      `${capitalized(who)} now sets \`additionalProperties: false\`, so it no longer accepts properties it does not list. ${INPUT_FIX}`,
    );
    return;
  }
  if (closedBefore && !closedAfter) {
    add(
      walk,
      "compatible",
      "additional-properties-opened",
      after?.pointer ?? targetOf(c).pointer,
      before!.pointer,
      `${capitalized(who)} no longer sets \`additionalProperties: false\`. Existing callers keep working.`,
    );
    return;
  }
  if (closedBefore || !(isObject(before?.value) || isObject(after?.value))) return;
  // Both open: compare the schemas extra properties must match (absent means anything).
  const side = (view: SchemaView, found: Located | undefined): SchemaView => viewChild(view, found ?? { value: true, pointer: targetOf(view).pointer });
  walk.recurse(side(b, before), side(c, after), `${label === "" ? "" : `${label}.`}*`, depth + 1);
}

export function compareProperties(walk: Walk, b: SchemaView, c: SchemaView, label: string, depth: number): void {
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
    add(
      walk,
      "breaking",
      isNew ? "required-parameter-added" : "required-added",
      isNew ? propertyPointer(cProps, c, name) : requiredPointer,
      propertyPointer(bProps, b, name),
      isNew
        ? `${noun} \`${childLabel(label, name)}\` is new and required: callers written against the baseline do not send it and will be rejected. Make it optional (with a \`default\`), or ship this as a new tool.`
        : `${noun} \`${childLabel(label, name)}\` is now required (it was optional): callers that omit it will be rejected. Keep it optional with a \`default\`, or ship this as a new tool.`,
    );
  }
  for (const name of cProps.names) {
    if (bProps.names.has(name) || (input && cRequired.has(name))) continue;
    add(
      walk,
      "compatible",
      input ? "parameter-added" : "output-property-added",
      propertyPointer(cProps, c, name),
      propertyPointer(bProps, b, name),
      `${noun} \`${childLabel(label, name)}\` was added${input ? " (optional)" : ""}. Existing callers keep working.`,
    );
  }
  for (const name of bProps.names) {
    if (cProps.names.has(name)) continue;
    const where = propertyPointer(cProps, c, name);
    const was = propertyPointer(bProps, b, name);
    if (!input) {
      add(walk, "breaking", "output-property-removed", where, was, `Output field \`${childLabel(label, name)}\` was removed. ${OUTPUT_FIX}`);
    } else if (isClosed(c)) {
      add(
        walk,
        "breaking",
        "parameter-removed",
        where,
        was,
        `Parameter \`${childLabel(label, name)}\` was removed and the schema is closed (\`additionalProperties: false\`), so callers that still send it will be rejected. Keep accepting it (deprecated in its description) until callers have moved.`,
      );
    } else {
      add(
        walk,
        "compatible",
        "parameter-removed",
        where,
        was,
        `Parameter \`${childLabel(label, name)}\` was removed; the schema is open, so callers that still send it are not rejected, but the value is probably ignored. Say so in the description if it was in use.`,
      );
    }
  }
  for (const [name, requiredPointer] of bRequired) {
    if (cRequired.has(name) || !cProps.names.has(name) || !bProps.names.has(name)) continue;
    if (input) {
      add(
        walk,
        "compatible",
        "required-removed",
        propertyPointer(cProps, c, name),
        requiredPointer,
        `Parameter \`${childLabel(label, name)}\` is no longer required. Existing callers keep working.`,
      );
    } else {
      add(
        walk,
        "breaking",
        "output-property-optional",
        propertyPointer(cProps, c, name),
        requiredPointer,
        `Output field \`${childLabel(label, name)}\` is no longer required, so results may now lack it. ${OUTPUT_FIX}`,
      );
    }
  }
  for (const name of cProps.names) {
    if (!bProps.names.has(name)) continue;
    const bMembers = bProps.at!.value as Record<string, unknown>;
    const cMembers = cProps.at!.value as Record<string, unknown>;
    walk.recurse(
      viewChild(b, { value: bMembers[name], pointer: joinPointer(bProps.at!.pointer, name) }),
      viewChild(c, { value: cMembers[name], pointer: joinPointer(cProps.at!.pointer, name) }),
      childLabel(label, name),
      depth + 1,
    );
  }
}

function isSchemaValue(value: unknown): boolean {
  return typeof value === "boolean" || isObject(value);
}

export function compareItems(walk: Walk, b: SchemaView, c: SchemaView, label: string, depth: number): void {
  const before = keywordOf(b, "items");
  const after = keywordOf(c, "items");
  const itemLabel = `${label}[]`;
  if (Array.isArray(before?.value) || Array.isArray(after?.value)) {
    comparePositional(walk, b, c, before, after, itemLabel, depth);
  } else if (isSchemaValue(before?.value) || isSchemaValue(after?.value)) {
    // A side without `items` allows any item: compare it as `true`.
    const side = (view: SchemaView, found: Located | undefined): SchemaView =>
      viewChild(view, found && isSchemaValue(found.value) ? found : { value: true, pointer: targetOf(view).pointer });
    walk.recurse(side(b, before), side(c, after), itemLabel, depth + 1);
  }
  comparePositional(walk, b, c, keywordOf(b, "prefixItems"), keywordOf(c, "prefixItems"), itemLabel, depth);
}

/** Tuple items (`prefixItems`, or draft-07 `items: [...]`), position by position. */
function comparePositional(
  walk: Walk,
  b: SchemaView,
  c: SchemaView,
  before: Located | undefined,
  after: Located | undefined,
  label: string,
  depth: number,
): void {
  if (!before || !after || !Array.isArray(before.value) || !Array.isArray(after.value)) return;
  const count = Math.min(before.value.length, after.value.length);
  for (let i = 0; i < count; i++) {
    walk.recurse(
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
export function compareVariants(walk: Walk, b: SchemaView, c: SchemaView, label: string, depth: number, keyword: string): void {
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
    walk.recurse(unmatchedB[i]!, unmatchedC[i]!, `${label}<${keyword}>`, depth + 1);
  }
  const who = subject(walk, label);
  for (const branch of unmatchedB.slice(paired)) {
    const change = narrowing(walk);
    add(
      walk,
      change,
      "variant-removed",
      after.at.pointer,
      branch.chain[0]!.pointer,
      `A \`${keyword}\` branch of ${who} was removed, so values that matched only it ${walk.direction === "input" ? "no longer match" : "are no longer returned"}. ${consequence(walk, change)}`,
    );
  }
  for (const branch of unmatchedC.slice(paired)) {
    const change = widening(walk);
    add(
      walk,
      change,
      "variant-added",
      branch.chain[0]!.pointer,
      before.at.pointer,
      `A \`${keyword}\` branch was added to ${who}${walk.direction === "input" ? "" : ", so results may take a shape callers have not seen"}. ${consequence(walk, change)}`,
    );
  }
}

export function compareAllOf(walk: Walk, b: SchemaView, c: SchemaView, label: string, depth: number): void {
  const before = branchesOf(b, "allOf");
  const after = branchesOf(c, "allOf");
  if (!before || !after) return;
  const count = Math.min(before.branches.length, after.branches.length);
  for (let i = 0; i < count; i++) walk.recurse(before.branches[i]!, after.branches[i]!, label, depth + 1);
}
