// Constraints that compose subschemas (`anyOf`, `oneOf`, `allOf`, `not`, `if`/`then`/`else`,
// `dependentRequired`, `dependentSchemas`) added to or removed from a schema. An added one can
// only reject values the baseline accepted: what callers send is narrowed. A removed one can
// only let more through. Changes inside a constraint both versions carry are compared where
// the branches are paired (union branches, `allOf` in order); others are not judged here.
import { canonicalJson } from "../../core/util/canonical-json.js";
import { branchesOf, isPlainTypeBranch } from "./schema-facts.js";
import { keywordOf, targetOf, type SchemaView } from "./schema-view.js";
import { add, capitalized, consequence, narrowing, subject, widening, type Walk } from "./schema-walk-state.js";
import { isObject } from "../../core/model/types.js";

const COMPOSING = ["anyOf", "oneOf", "allOf", "not", "if", "dependentRequired", "dependentSchemas", "dependencies"] as const;

/** A union of plain types is another spelling of `type` (compared there), and a union that keeps the old schema as a branch widens it. */
function onlyRespells(keyword: string, b: SchemaView, c: SchemaView): boolean {
  if (keyword !== "anyOf" && keyword !== "oneOf") return false;
  const branches = branchesOf(c, keyword)?.branches ?? [];
  if (branches.length === 0 || branches.every(isPlainTypeBranch)) return true;
  const old = targetOf(b).value;
  if (!isObject(old)) return false;
  const { description: _d, title: _t, ...rest } = old as Record<string, unknown>;
  const oldKey = canonicalJson(rest);
  return branches.some((branch) => {
    const value = targetOf(branch).value;
    if (!isObject(value)) return false;
    const { description: _bd, title: _bt, ...own } = value as Record<string, unknown>;
    return canonicalJson(own) === oldKey;
  });
}

function composes(view: SchemaView): boolean {
  const value = targetOf(view).value;
  return isObject(value) && COMPOSING.some((k) => Object.hasOwn(value, k));
}

export function compareComposition(walk: Walk, b: SchemaView, c: SchemaView, label: string): void {
  // Most node pairs compose nothing on either side: skip them cheaply.
  if (!composes(b) && !composes(c)) return;
  const who = subject(walk, label);
  for (const keyword of COMPOSING) {
    const before = keywordOf(b, keyword);
    const after = keywordOf(c, keyword);
    const shown = keyword === "if" ? "`if`/`then`/`else`" : `\`${keyword}\``;
    // `anyOf`, `allOf`, `oneOf`, `if`: "an"; `not`, `dependentRequired`: "a".
    const article = /^[aeiou]/.test(keyword) ? "an" : "a";
    if (after !== undefined && before === undefined) {
      if (onlyRespells(keyword, b, c)) continue;
      const change = narrowing(walk);
      add(
        walk,
        change,
        "constraint-added",
        after.pointer,
        targetOf(b).pointer,
        `${capitalized(who)} gained ${article} ${shown} constraint, so it accepts fewer values. ${consequence(walk, change)}`,
      );
    } else if (before !== undefined && after === undefined) {
      if (onlyRespells(keyword, c, b)) continue;
      const change = widening(walk);
      add(
        walk,
        change,
        "constraint-removed",
        targetOf(c).pointer,
        before.pointer,
        `${capitalized(who)} no longer has its ${shown} constraint, so it accepts more values. ${consequence(walk, change)}`,
      );
    }
  }
  // `allOf` with more members narrows, fewer widens (the shared ones are compared in order).
  const allBefore = branchesOf(b, "allOf");
  const allAfter = branchesOf(c, "allOf");
  if (allBefore && allAfter && allBefore.branches.length !== allAfter.branches.length) {
    const more = allAfter.branches.length > allBefore.branches.length;
    const change = more ? narrowing(walk) : widening(walk);
    add(
      walk,
      change,
      more ? "constraint-added" : "constraint-removed",
      allAfter.at.pointer,
      allBefore.at.pointer,
      more
        ? `${capitalized(who)} has more \`allOf\` members, so it accepts fewer values. ${consequence(walk, change)}`
        : `${capitalized(who)} has fewer \`allOf\` members, so it accepts more values. ${consequence(walk, change)}`,
    );
  }
}
