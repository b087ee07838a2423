import { defineRule } from "../engine/rule.js";
import { isObject, type JsonObject, type Severity } from "../core/model/types.js";
import { PROTOCOL_VERSIONS, compareProtocol, describeVersions, type ProtocolSource } from "../core/model/protocol.js";
import { joinPointer } from "../core/positions/pointer.js";
import { codeSpan } from "../core/spec/code-span.js";
import { suggestAnnotationField, suggestMisplacedHint, suggestToolField } from "../core/spec/field-suggestion.js";
import {
  ANNOTATION_FIELDS,
  ANNOTATION_HINT_DEFAULTS,
  describeAvailability,
  isDefinedIn,
  isToolField,
  toolFieldAvailability,
} from "../core/spec/tool-fields.js";

/** Past this many unknown fields in one object the rest are not reported (a hostile tool may have thousands). */
const MAX_REPORTS = 50;

/** Who chose the version, in the words of a message: "the server negotiates 2024-11-05". */
function speaks(source: ProtocolSource, version: string): string {
  switch (source) {
    case "negotiated":
      return `the server negotiates protocol ${version}`;
    case "recorded":
      return `the list records protocol ${version} (the version the server negotiates)`;
    case "flag":
      return `this list is checked as protocol ${version} (\`--protocol\`)`;
    case "config":
      return `this list is checked as protocol ${version} (the config's \`protocol\`)`;
    default:
      return `the list's fields imply protocol ${version}`;
  }
}

/** Names of fields that hold guidance or examples for the model (`criticalWarnings`, `examples`, `usage`). */
const GUIDANCE_KEY = /example|warning|instruction|usage|guid|tip|caveat|when_?to|preferred|documentation|prompt/i;

/** A sentence of prose at least (four words), as a model would read it. */
const isSentence = (value: unknown): boolean => typeof value === "string" && (value.trim().match(/\s+/g)?.length ?? 0) >= 3;

/**
 * True when a custom field holds text meant for the model: a guidance name with any content, or prose (a sentence,
 * or a list of them). Such text belongs in the description, which the model reads; `_meta` hides it as well.
 */
function isForTheModel(key: string, value: unknown): boolean {
  if (value === undefined || value === null || typeof value === "boolean" || typeof value === "number") return false;
  if (GUIDANCE_KEY.test(key)) return true;
  return isSentence(value) || (Array.isArray(value) && value.some(isSentence));
}

/**
 * True when a tool's `_meta` carries a key clients read: a namespaced one (`openai/outputTemplate`) or an MCP Apps
 * `ui`. The rest is the server's own data (`sampling`, `callback`), which no client of any version reads.
 */
function metaForClients(meta: unknown): boolean {
  return isObject(meta) && Object.keys(meta).some((key) => key.includes("/") || key === "ui");
}

/**
 * True for annotations that only restate what a client assumes without them (`{"destructiveHint": true,
 * "openWorldHint": true}`): a client of a version before annotations, which ignores them, loses nothing.
 */
function onlyDefaults(annotations: unknown): boolean {
  if (!isObject(annotations)) return false;
  const defaults: Readonly<Record<string, boolean>> = ANNOTATION_HINT_DEFAULTS;
  return Object.entries(annotations).every(([key, value]) => Object.hasOwn(defaults, key) && defaults[key] === value);
}

/** Equal JSON values (small: `required` lists), compared as their text; key order counts, which is fine here. */
function sameJson(a: unknown, b: unknown): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

export default defineRule({
  meta: {
    id: "tool-unknown-field",
    category: "spec",
    severity: "warning",
    description:
      "A Tool or annotations field the protocol version does not define: a typo or alias (warning, with a did-you-mean), a field a later version removed (warning), a field of a later version than the one negotiated or a custom field (info).",
    defaultOptions: {},
  },
  create(context) {
    // A field is known when some version the input may speak defines it (all of them in
    // version-neutral mode): only fields no such version defines are reported.
    const versions = context.protocols;
    const newest = versions[versions.length - 1]!;
    const version = describeVersions(versions);
    const inVersion = versions.length === PROTOCOL_VERSIONS.length ? "in any protocol version" : `in protocol ${version}`;
    const defined = (field: string): boolean => versions.some((v) => isToolField(field, v));
    // Harmless findings (a custom field, a field of a later version) are one step quieter than the rule.
    const quiet: Severity = context.severity === "error" ? "warning" : "info";
    const report = (pointer: string, message: string, severity?: Severity): void =>
      context.report({ pointer, message, ...(severity !== undefined && severity !== context.severity ? { severity } : {}) });
    const who = speaks(context.protocolSource, version);

    const unknownToolField = (tool: JsonObject, key: string, pointer: string): void => {
      const field = codeSpan(key);
      const availability = toolFieldAvailability(key);
      if (availability) {
        if (compareProtocol(availability.since, newest) > 0) {
          // A `_meta` of the server's own data: a client of the later version would pass it by as well.
          if (key === "_meta" && !metaForClients(tool[key])) return;
          if (key === "annotations" && onlyDefaults(tool[key])) return;
          // A later version's field: the TS and Python SDKs read it whatever the version, so it
          // works in practice; only clients that keep strictly to the old version miss it.
          report(
            pointer,
            `${field} is ${describeAvailability(availability)}, but ${who}: negotiate ${availability.since} or later so that clients of ${version} know it.`,
            quiet,
          );
          return;
        }
        report(
          pointer,
          `${field} is ${describeAvailability(availability)}; ${who}, which removed it, so its clients ignore it. Remove it, or lint with \`--protocol\` set to the version the server negotiates.`,
        );
        return;
      }
      const hint = suggestMisplacedHint(key);
      if (hint !== undefined && typeof tool[key] === "boolean") {
        const target = codeSpan(`annotations.${hint}`);
        if (!defined("annotations")) {
          report(
            pointer,
            `${field} is not a Tool field, so clients ignore it; did you mean ${target} (annotations are defined from protocol 2025-03-26; ${who})?`,
          );
        } else if (isObject(tool.annotations) && Object.hasOwn(tool.annotations, hint)) {
          report(pointer, `${field} is not a Tool field ${inVersion}, so clients ignore it; the tool already has ${target}. Remove ${field}.`);
        } else {
          report(pointer, `${field} is not a Tool field ${inVersion}, so clients never see the hint; did you mean ${target}? Move it there.`);
        }
        return;
      }
      const intended = suggestToolField(key);
      if (intended !== undefined) {
        const intendedAvailability = toolFieldAvailability(intended)!;
        if (!versions.some((v) => isDefinedIn(intendedAvailability, v))) {
          report(pointer, `${field} is not a Tool field; did you mean \`${intended}\` (${describeAvailability(intendedAvailability)}; ${who})?`);
        } else if (Object.hasOwn(tool, intended)) {
          report(pointer, `${field} is not a Tool field ${inVersion}, so clients ignore it; the tool already has \`${intended}\`. Remove ${field}.`);
        } else {
          report(pointer, `${field} is not a Tool field ${inVersion}, so clients ignore it; did you mean \`${intended}\`? Rename it.`);
        }
        return;
      }
      // A custom field: the Tool schema allows extra properties, and nothing breaks. An `id` equal to the
      // name says nothing; any other is said once per list, where it first appears (see listEnd).
      if (key === "id" && tool[key] === tool.name) return;
      // A copy of the input schema's own member (`required` equal to `inputSchema.required`) loses nothing.
      if (isObject(tool.inputSchema) && sameJson(tool[key], tool.inputSchema[key])) return;
      note(custom, key, pointer, tool[key]);
    };

    const unknownAnnotation = (tool: JsonObject, key: string, pointer: string): void => {
      const intended = suggestAnnotationField(key);
      const field = codeSpan(`annotations.${key}`);
      if (intended !== undefined) {
        report(pointer, `${field} is not a ToolAnnotations field, so clients ignore it; did you mean \`${intended}\`? Rename it.`);
        return;
      }
      // A copy of a `_meta` key changes nothing; any other custom key is said once per list (see listEnd).
      const meta = tool._meta;
      if (isObject(meta) && Object.hasOwn(meta, key)) return;
      note(customAnnotation, key, pointer, isObject(tool.annotations) ? tool.annotations[key] : undefined);
    };

    // Custom keys by name: where each first appears, and on how many tools.
    type Seen = Map<string, { pointer: string; tool: string | undefined; count: number; prose: boolean }>;
    let custom: Seen = new Map();
    let customAnnotation: Seen = new Map();
    let current: string | undefined;
    const note = (seen: Seen, key: string, pointer: string, value: unknown): void => {
      const entry = seen.get(key);
      if (entry) entry.count++;
      else seen.set(key, { pointer, tool: current, count: 1, prose: isForTheModel(key, value) });
    };
    const tools = (count: number): string => (count === 1 ? "one tool carries it" : `${count} tools carry it`);
    const reportOnce = (pointer: string, tool: string | undefined, message: string): void =>
      context.report({ pointer, message, ...(tool !== undefined ? { tool } : {}), ...(quiet !== context.severity ? { severity: quiet } : {}) });

    return {
      list() {
        custom = new Map();
        customAnnotation = new Map();
      },
      listEnd() {
        const home = (key: string): string =>
          defined("_meta") ? ` Custom data belongs under \`_meta\`, with a key prefix you own (e.g. ${codeSpan(`com.example/${key}`)}).` : "";
        // Text or examples meant for the model reach it only in the description: `_meta` is no better a home.
        const forTheModel = (key: string): string =>
          ` The model never sees it: say it in the description${/example/i.test(key) ? " (examples of arguments may go in the input schema's `examples`)" : ""}.`;
        for (const [key, at] of custom) {
          reportOnce(
            at.pointer,
            at.tool,
            `${codeSpan(key)} is a custom field, not a Tool field ${inVersion} (${tools(at.count)}); clients pass it by.${at.prose ? forTheModel(key) : home(key)}`,
          );
        }
        for (const [key, at] of customAnnotation) {
          // A tag for the server's own use (`category`, `priority`): annotations allow extra keys, and moving it to
          // `_meta` changes nothing for a client or the model. Text meant for the model is worth saying.
          if (!at.prose) continue;
          reportOnce(
            at.pointer,
            at.tool,
            `${codeSpan(`annotations.${key}`)} is a custom key, not a ToolAnnotations field (\`title\`, \`readOnlyHint\`, \`destructiveHint\`, \`idempotentHint\`, \`openWorldHint\`; ${tools(at.count)}); clients pass it by.${forTheModel(key)}`,
          );
        }
      },
      tool(tool) {
        const value = tool.value;
        current = tool.name;
        if (!isObject(value)) return;
        let reported = 0;
        for (const key of Object.keys(value)) {
          if (defined(key)) continue;
          if (reported++ >= MAX_REPORTS) break;
          unknownToolField(value, key, joinPointer(tool.pointer, key));
        }
        const annotations = value.annotations;
        if (!defined("annotations") || !Object.hasOwn(value, "annotations") || !isObject(annotations)) return;
        reported = 0;
        for (const key of Object.keys(annotations)) {
          if (ANNOTATION_FIELDS.includes(key)) continue;
          if (reported++ >= MAX_REPORTS) break;
          unknownAnnotation(value, key, joinPointer(tool.pointer, "annotations", key));
        }
      },
    };
  },
});
