import { describe, expect, it } from "vitest";
import rule from "../../src/rules/annotations-match-name.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

describe("annotations-match-name", () => {
  it.each([
    [{ name: "delete_file", annotations: { readOnlyHint: true } }, "/tools/1/annotations/readOnlyHint", "`delete` in its name changes state"],
    [{ name: "create_issue", annotations: { readOnlyHint: true } }, "/tools/1/annotations/readOnlyHint", "`create` in its name changes state"],
    [
      { name: "remove_user", annotations: { readOnlyHint: false, destructiveHint: false } },
      "/tools/1/annotations/destructiveHint",
      "`remove` in its name destroys data",
    ],
    [{ name: "bulk_delete_rows", annotations: { destructiveHint: false } }, "/tools/1/annotations/destructiveHint", "`delete` in its name destroys data"],
    [
      { name: "get_weather", annotations: { readOnlyHint: false, destructiveHint: true } },
      "/tools/1/annotations/destructiveHint",
      "`get` in its name only reads",
    ],
  ])("flags %j", (overrides, pointer, words) => {
    const findings = lintRule(rule, { tools: [tool(), tool(overrides)] });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "annotations-match-name", pointer, tool: overrides.name });
    expect(findings[0]!.message).toContain(words);
  });

  it("leaves hints that agree with the name, and names without a known verb, alone", () => {
    expect(
      lintRule(rule, [
        tool(),
        tool({ name: "delete_file", annotations: { readOnlyHint: false, destructiveHint: true } }),
        tool({ name: "create_issue", annotations: { readOnlyHint: false, destructiveHint: false } }),
        tool({ name: "run_query", annotations: { readOnlyHint: true } }),
        tool({ name: "list_deleted_files", annotations: { readOnlyHint: true } }),
        tool({ name: "lol-summoner-renewal", annotations: { readOnlyHint: true } }),
      ]),
    ).toEqual([]);
  });

  it("finds the action where the server's name scheme puts it, and stays quiet when the name does not say", () => {
    const destructive = { readOnlyHint: false, destructiveHint: true };
    // Resource-first throughout: `monitor` is the noun, `delete` the action.
    const monitors = ["monitor_create", "monitor_list", "monitor_delete", "dashboard_get"].map((name) =>
      tool({ name, annotations: name.endsWith("list") || name.endsWith("get") ? { readOnlyHint: true } : destructive }),
    );
    expect(lintRule(rule, { tools: monitors })).toEqual([]);
    // `sort_range` reorders a sheet; `test_run` runs a test: neither only reads.
    expect(lintRule(rule, [tool({ name: "sort_range", annotations: destructive }), tool({ name: "test_run", annotations: destructive })])).toEqual([]);
    // A name that is clear is still checked.
    expect(lintRule(rule, [tool({ name: "get_user", annotations: destructive })])).toHaveLength(1);
    // In a resource-first server, a destroying action with `readOnlyHint: true` is found at the end.
    const wrong = [...monitors.slice(0, 2), tool({ name: "monitor_delete", annotations: { readOnlyHint: true } }), monitors[3]!];
    expect(lintRule(rule, { tools: wrong })).toMatchObject([{ pointer: "/tools/2/annotations/readOnlyHint" }]);
  });

  it("leaves tools without annotations (annotations-present's) and old protocols alone", () => {
    expect(lintRule(rule, [tool({ name: "delete_file", annotations: undefined })])).toEqual([]);
    expect(lintRule(rule, [tool({ name: "delete_file", annotations: { readOnlyHint: true } })], { protocol: "2024-11-05" })).toEqual([]);
  });
  it("skips a namespace nearly every tool shares, even when it reads as a verb", () => {
    const names = ["protect_get_viewer", "protect_list_cameras", "protect_get_camera", "protect_list_sirens"];
    const readOnly = names.map((name) => tool({ name, annotations: { readOnlyHint: true } }));
    expect(lintRule(rule, { tools: readOnly })).toEqual([]);
    // The verb after the namespace is still checked.
    const wrong = [...readOnly, tool({ name: "protect_delete_camera", annotations: { readOnlyHint: true } })];
    expect(lintRule(rule, { tools: wrong })).toMatchObject([{ pointer: "/tools/4/annotations/readOnlyHint", message: expect.stringContaining("`delete`") }]);
    // A server whose tools nearly all start `get_` and go on with a noun reads `get`.
    const gets = ["get_component", "get_directive", "get_upgrade_guide", "get_theme"].map((name) => tool({ name, annotations: { readOnlyHint: true } }));
    expect(lintRule(rule, { tools: gets })).toEqual([]);
  });

  it("does not take a noun-verb word or a session verb for a state change, and believes a description that says read-only", () => {
    const readOnly = { readOnlyHint: true };
    expect(
      lintRule(rule, [
        tool({ name: "droplet-backup-policy", description: "Get a droplet's backup policy", annotations: readOnly }),
        tool({ name: "erpnext_order_breakdown", description: "Breakdown of Sales Orders by customer.", annotations: readOnly }),
        tool({ name: "deployPlan", description: "计算声明式部署计划（dry-run，不产生任何变更）", annotations: readOnly }),
        tool({ name: "nfs-file-share-get", description: "Get a file share by ID.", annotations: readOnly }),
        tool({ name: "connect", description: "Connect to a MongoDB instance.", annotations: readOnly }),
        tool({ name: "disconnect", description: "Close a MongoDB connection.", annotations: readOnly }),
        tool({ name: "publish_preview", description: "Shows what would be published; read-only, changes nothing.", annotations: readOnly }),
        tool({ name: "db-cluster-delete-topic", description: "Delete a Kafka topic.", annotations: { readOnlyHint: false, destructiveHint: true } }),
      ]),
    ).toEqual([]);
    expect(lintRule(rule, [tool({ name: "publish_post", description: "Publish the post to the blog.", annotations: readOnly })])).toHaveLength(1);
  });

  it("does not call unlinking, ending an app or emptying a cache destroying data", () => {
    const notDestructive = { readOnlyHint: false, destructiveHint: false };
    expect(
      lintRule(rule, [
        tool({ name: "jira_remove_issues_from_epic", annotations: notDestructive }),
        tool({ name: "linear_removeFromFavorites", annotations: notDestructive }),
        tool({ name: "mobile_terminate_app", annotations: notDestructive }),
        tool({ name: "kill_process", annotations: notDestructive }),
        tool({ name: "spaces-cdn-flush-cache", annotations: notDestructive }),
      ]),
    ).toEqual([]);
    expect(
      lintRule(rule, [tool({ name: "terminate_instance", annotations: notDestructive }), tool({ name: "remove_user", annotations: notDestructive })]),
    ).toHaveLength(2);
  });
});
