import { defineRule } from "../engine/rule.js";
import { reportOf } from "../helpers/change/change.js";
import { diffToolLists } from "../helpers/change/diff-tool-lists.js";

export default defineRule({
  meta: {
    id: "definition-changed",
    category: "change",
    severity: "warning",
    description: "A description, title or annotation that changed since the baseline: what a user approved is no longer what the model reads.",
    defaultOptions: {},
    needsBaseline: true,
  },
  create(context) {
    return {
      list(list) {
        const baseline = context.run.baseline;
        if (!baseline) return;
        for (const change of diffToolLists(baseline, list)) {
          // Drift, and a tool added since the baseline (info: nothing breaks, but what was approved grew).
          if (change.change === "drift" || change.kind === "tool-added") context.report(reportOf(change));
        }
      },
    };
  },
});
