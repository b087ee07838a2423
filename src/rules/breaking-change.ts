import { defineRule } from "../engine/rule.js";
import { reportOf } from "../helpers/change/change.js";
import { diffToolLists } from "../helpers/change/diff-tool-lists.js";

export default defineRule({
  meta: {
    id: "breaking-change",
    category: "change",
    severity: "error",
    description:
      "What breaks callers since the baseline: a tool removed or renamed, a new required parameter, a narrower type, enum or bound, a changed output.",
    defaultOptions: {},
    needsBaseline: true,
  },
  create(context) {
    return {
      list(list) {
        const baseline = context.run.baseline;
        if (!baseline) return;
        for (const change of diffToolLists(baseline, list)) {
          // An added tool breaks no caller: definition-changed reports it (as info), for review.
          if (change.change !== "drift" && change.kind !== "tool-added") context.report(reportOf(change));
        }
      },
    };
  },
});
