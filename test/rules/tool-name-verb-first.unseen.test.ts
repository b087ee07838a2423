// Verbs missing from the vocabulary, seen on the unseen servers (corpus/judged-unseen/), on the rule tester.
import rule from "../../src/rules/tool-name-verb-first.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const named = (...names: string[]) => ({ tools: names.map((name) => tool({ name })) });

ruleTester(rule).run({
  valid: [
    { name: "draft (a newsletter post, an email)", input: named("draft_newsletter_post", "get_post", "list_posts") },
    { name: "remediate (fix code issues)", input: named("remediate_code", "get_issue", "list_issues") },
  ],
  invalid: [
    {
      name: "a noun first, still",
      input: named("tempo", "get_post", "list_posts"),
      errors: [
        {
          message:
            "Tool name `tempo` does not start with an action verb. Start with what the tool does, e.g. `get_…`, `list_…`, `create_…`; if `tempo` is a verb in your domain, add it to this rule's `verbs` option.",
          pointer: "/tools/0/name",
        },
      ],
    },
  ],
});
