import { defineRule } from "../engine/rule.js";
import { MAX_SCHEMA_DEPTH, type SchemaNode } from "../core/schema/walk.js";
import { isObject } from "../core/model/types.js";
import { acceptedDialects, DIALECT_LABEL, type Dialect } from "../core/schema/dialect.js";
import { mayViolateMeta } from "../core/schema/meta-precheck.js";
import { checkAgainstMeta, loadMetaValidators, type MetaValidators } from "../core/schema/meta-validate.js";

interface PendingRoot {
  readonly node: SchemaNode;
  readonly dialects: readonly Dialect[];
  /** Some subschema failed the cheap pre-check: ajv must look at the whole schema. */
  suspicious: boolean;
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
    const hasSchemas = run.lists.some(({ list }) =>
      list.tools.some((tool) => isObject(tool.value) && (isObject(tool.value.inputSchema) || isObject(tool.value.outputSchema))),
    );
    return hasSchemas ? await loadMetaValidators() : undefined;
  },
  create(context) {
    const validators = context.prepared as MetaValidators | undefined;
    let pending: PendingRoot | undefined;

    /** Validates the root just walked, if its pre-check found anything, and reports each violation. */
    const flush = (): void => {
      const root = pending;
      pending = undefined;
      if (!root?.suspicious || validators === undefined) return;
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
