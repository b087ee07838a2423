import { expect, it } from "vitest";
import rule from "../../src/rules/annotations-coherent.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const annotated = (annotations: unknown, extra: Record<string, unknown> = {}) => ({ tools: [tool(), tool({ annotations, ...extra })] });
const contradicting = annotated({ readOnlyHint: true, destructiveHint: true });
const agreeing = annotated({ readOnlyHint: true, destructiveHint: false, idempotentHint: true });

ruleTester(rule).run({
  valid: [
    { name: "hints that agree with readOnlyHint: true, by default", input: agreeing },
    {
      name: "write hints on a tool that is not read-only, with ignoredHints",
      input: annotated({ readOnlyHint: false, destructiveHint: true, idempotentHint: false }),
      options: { ignoredHints: true },
    },
    { name: "destructiveHint without readOnlyHint", input: annotated({ destructiveHint: true }) },
    { name: "a readOnlyHint that is not a boolean (tool-shape's)", input: annotated({ readOnlyHint: "true", destructiveHint: true }) },
    {
      name: "hints that are not booleans next to readOnlyHint: true, with ignoredHints",
      input: annotated({ readOnlyHint: true, destructiveHint: null, idempotentHint: "yes" }),
      options: { ignoredHints: true },
    },
    { name: "titles equal but for surrounding space", input: annotated({ title: "List files " }, { title: "List files" }) },
    { name: "annotations.title without a title", input: annotated({ title: "List files" }) },
    { name: "differing titles under 2025-03-26, which has no title", input: annotated({ title: "A" }, { title: "B" }), protocol: "2025-03-26" },
    { name: "annotations that are not objects, and a tool that is not one", input: [tool({ annotations: null }), tool({ annotations: [true] }), "x"] },
    { name: "contradicting hints under 2024-11-05, which has no annotations", input: contradicting, protocol: "2024-11-05" },
  ],
  invalid: [
    ...(["2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"] as const).map((protocol) => ({
      name: `readOnlyHint: true with destructiveHint: true under ${protocol}`,
      input: contradicting,
      protocol,
      errors: [
        {
          message:
            "`readOnlyHint: true` says the tool changes nothing, but `destructiveHint: true` says it may destroy data; clients that read either one get it wrong. If the tool only reads, remove `destructiveHint`; if it writes, set `readOnlyHint: false`.",
          pointer: "/tools/1/annotations/destructiveHint",
        },
      ],
    })),
    {
      name: "hints that agree with readOnlyHint: true, with ignoredHints",
      input: agreeing,
      options: { ignoredHints: true },
      errors: [
        {
          message:
            "`destructiveHint: false` means nothing next to `readOnlyHint: true`: the spec makes it meaningful only when `readOnlyHint` is false, and clients ignore it. Remove it.",
          pointer: "/tools/1/annotations/destructiveHint",
          line: 39,
          column: 9,
        },
        {
          message:
            "`idempotentHint: true` means nothing next to `readOnlyHint: true`: the spec makes it meaningful only when `readOnlyHint` is false, and clients ignore it. Remove it.",
          pointer: "/tools/1/annotations/idempotentHint",
          line: 40,
          column: 9,
        },
      ],
    },
    {
      name: "annotations.title differing from title",
      input: annotated({ title: "List directory" }, { title: "List files" }),
      errors: [
        {
          message:
            '`annotations.title` ("List directory") differs from `title` ("List files"); clients show `title` and ignore the other, so readers of the two disagree. Make them equal, or remove `annotations.title`.',
          pointer: "/tools/1/annotations/title",
        },
      ],
    },
  ],
});

it("sets ignoredHints in the strict preset", () => {
  expect(rule.meta.strictOptions).toEqual({ ignoredHints: true });
});
