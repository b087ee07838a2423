// Classes of wrong findings seen on the unseen servers (corpus/judged-unseen/), on the rule tester.
import rule from "../../src/rules/annotations-match-name.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const one = (name: string, annotations: Record<string, unknown>, description = "Does what its name says, for the server's records.") => ({
  tools: [tool({ name, description, annotations })],
});

ruleTester(rule).run({
  valid: [
    // `bookmark`, `audit`: verbs that are as often the noun the tool acts on.
    { name: "a resource-first name whose first verb is as often a noun (mb_bookmark_list)", input: one("mb_bookmark_list", { readOnlyHint: true }) },
    {
      name: "a resource-first name whose last word destroys (page_audit_delete), marked destructive",
      input: one("page_audit_delete", { readOnlyHint: false, destructiveHint: true }),
    },
    { name: "refreshing the server's own cache, named so", input: one("semconv_refresh_cache", { readOnlyHint: true }) },
    {
      name: "refreshing what the description calls the server's cache",
      input: one("collector_refresh_catalog", { readOnlyHint: true }, "Refresh the local in-memory collector metadata cache from the upstream catalog."),
    },
  ],
  invalid: [
    {
      name: "a change verb first and a noun last (update_list), marked read-only",
      input: one("update_list", { readOnlyHint: true }),
      errors: [
        {
          message:
            "`update_list` says `readOnlyHint: true`, but `update` in its name changes state; clients will run it without asking. Set `readOnlyHint: false` if it changes anything, or rename it after what it does.",
          pointer: "/tools/0/annotations/readOnlyHint",
        },
      ],
    },
    {
      name: "refreshing something other than a cache, marked read-only",
      input: one("refresh_token", { readOnlyHint: true }, "Refresh the OAuth access token and store the new one."),
      errors: [
        {
          message:
            "`refresh_token` says `readOnlyHint: true`, but `refresh` in its name changes state; clients will run it without asking. Set `readOnlyHint: false` if it changes anything, or rename it after what it does.",
        },
      ],
    },
    {
      name: "a reading name with nothing after its verb, marked destructive",
      input: one("get_audit", { readOnlyHint: false, destructiveHint: true }),
      errors: [
        {
          message:
            "`get_audit` says `destructiveHint: true`, but `get` in its name only reads; if it changes nothing, set `readOnlyHint: true` instead, else rename it after what it changes.",
        },
      ],
    },
  ],
});
