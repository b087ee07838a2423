import { defineRule } from "../engine/rule.js";
import { MAX_SCHEMA_DEPTH, type SchemaNode, walkSchema } from "../core/schema/walk.js";
import { isObject, type ToolNode } from "../core/model/types.js";
import { acceptedDialects, DIALECT_LABEL, type Dialect } from "../core/schema/dialect.js";
import { mayViolateMeta } from "../core/schema/meta-precheck.js";
import { checkAgainstMeta, loadMetaValidators, type MetaValidators } from "../core/schema/meta-validate.js";

interface PendingRoot {
  readonly node: SchemaNode;
  readonly dialects: readonly Dialect[];
  /** Some subschema failed the cheap pre-check: ajv must look at the whole schema. */
  suspicious: boolean;
}

/**
 * Up to this many tools, `prepare` pre-checks every schema itself, so that ajv's compiled
 * meta-schema validators (~300 KB of code) load only when some schema fails the cheap check: a
 * small server's clean schemas, the usual cold start, never pay for them. Larger runs load them
 * at once rather than walk every schema twice.
 */
const PRECHECK_IN_PREPARE_MAX_TOOLS = 200;

/** Whether some subschema of the tool fails the pre-check the walk below applies (a superset of it). */
function mayNeedMetaValidators(tool: ToolNode): boolean {
  if (!isObject(tool.value)) return false;
  let suspicious = false;
  for (const root of ["inputSchema", "outputSchema"] as const) {
    const schema = tool.value[root];
    if (!isObject(schema)) continue;
    walkSchema(schema, { pointer: "", tool, root }, (node) => {
      if (!suspicious && (node.depth >= MAX_SCHEMA_DEPTH || mayViolateMeta(node.value, node.dialect, node.via))) suspicious = true;
    });
    if (suspicious) return true;
  }
  return false;
}

export default defineRule({
  meta: {
    id: "schema-valid",
    category: "schema",
    severity: "error",
    description: "The schema is valid against its dialect's meta-schema; each violation is reported at its own pointer.",
    defaultOptions: {},
  },
  async prepare(run) {
    const tools = run.lists.flatMap(({ list }) => list.tools);
    const hasSchemas = tools.some((tool) => isObject(tool.value) && (isObject(tool.value.inputSchema) || isObject(tool.value.outputSchema)));
    if (!hasSchemas) return undefined;
    if (tools.length <= PRECHECK_IN_PREPARE_MAX_TOOLS && !tools.some(mayNeedMetaValidators)) return undefined;
    return await loadMetaValidators();
  },
  create(context) {
    const validators = context.prepared as MetaValidators | undefined;
    let pending: PendingRoot | undefined;

    /** Validates the root just walked, if its pre-check found anything, and reports each violation. */
    const flush = (): void => {
      const root = pending;
      pending = undefined;
      if (!root?.suspicious) return;
      // prepare pre-checked every schema the walk meets: a miss here would silently drop findings.
      if (validators === undefined) throw new Error(`a schema failed the pre-check that prepare passed (${root.node.pointer})`);
      let result: ReturnType<typeof checkAgainstMeta>;
      try {
        result = checkAgainstMeta(root.node.value, root.dialects, validators);
      } catch (error) {
        // ajv's validators recurse: a schema nested thousands of levels deep overflows the
        // stack. The engine already reports where its own walk stopped; say nothing more.
        if (error instanceof RangeError) return;
        throw error;
      }
      if (result === undefined) return;
      // Name the dialect unless it is the one nobody chose (2020-12 by default).
      const prefix = root.dialects.length > 1 || !root.node.dialectInfo.implicit ? `${DIALECT_LABEL[result.dialect]}: ` : "";
      for (const problem of result.problems) {
        context.report({ pointer: root.node.pointer + problem.path, message: prefix + problem.message, tool: root.node.tool.name });
      }
    };

    return {
      schema(node) {
        if (node.depth === 0) {
          flush();
          const dialects = acceptedDialects(node.dialectInfo, context.protocol);
          // No meta-schema for an unknown `$schema` (schema-dialect says so); a root that is not
          // an object is input-schema-object's / output-schema-object's finding.
          if (dialects.length === 0 || !isObject(node.value)) return;
          pending = { node, dialects, suspicious: false };
        }
        if (pending === undefined || pending.suspicious) return;
        // Below the walk's depth limit nothing is pre-checked: let ajv see it.
        if (node.depth >= MAX_SCHEMA_DEPTH || mayViolateMeta(node.value, node.dialect, node.via)) pending.suspicious = true;
      },
      // Report a tool's schemas while it is still the tool being visited, so findings name it.
      toolEnd() {
        flush();
      },
    };
  },
});
