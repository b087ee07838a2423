import { defineRule } from "../engine/rule.js";

/** Pseudo-rule: the loader reports inputs that are not JSON or not a tool list under this id. */
export default defineRule({
  meta: {
    id: "parse-error",
    category: "meta",
    severity: "error",
    description: "The input is not valid JSON, or not a recognisable tool list.",
    defaultOptions: {},
  },
  create() {
    return {};
  },
});
