import { defineRule } from "../engine/rule.js";

/** Pseudo-rule: the suppression step reports config suppressions that matched nothing under this id. */
export default defineRule({
  meta: {
    id: "unused-suppression",
    category: "meta",
    severity: "warning",
    description: "A suppression in the config that matched nothing (or has expired).",
    defaultOptions: {},
  },
  create() {
    return {};
  },
});
