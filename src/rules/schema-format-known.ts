import { defineRule } from "../engine/rule.js";
import { isObject, ownField } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { acceptedDialects, DIALECTS, DIALECT_LABEL } from "../core/schema/dialect.js";
import { didYouMean } from "../core/util/did-you-mean.js";
import { AJV_FORMATS, DIALECT_FORMATS } from "../core/schema/formats.js";
import { code } from "../core/schema/json-value.js";

/** Names people write for formats JSON Schema spells otherwise. */
const ALIASES: Readonly<Record<string, string>> = {
  datetime: "date-time",
  timestamp: "date-time",
  url: "uri",
  link: "uri",
  "e-mail": "email",
  mail: "email",
  guid: "uuid",
  ip: "ipv4",
  "ip-address": "ipv4",
  host: "hostname",
  domain: "hostname",
  "uri-ref": "uri-reference",
};

export default defineRule({
  meta: {
    id: "schema-format-known",
    category: "schema",
    severity: "info",
    strictSeverity: "warning",
    description: "A `format` neither the dialect nor ajv-formats defines.",
    defaultOptions: {},
  },
  create(context) {
    return {
      schema(node) {
        if (!isObject(node.value)) return;
        const format = ownField(node.value, "format");
        if (typeof format !== "string") return; // absent, or schema-valid's
        // What ajv-formats knows, clients check and models read, whatever the dialect: `uuid` under
        // draft-07 (zod-to-json-schema's), OpenAPI's `int32`. Moving to 2019-09 for it would break
        // clients whose default `new Ajv()` compiles only draft-07.
        if (AJV_FORMATS.has(format)) return;
        const dialects = acceptedDialects(node.dialectInfo, context.protocol);
        if (dialects.length === 0 || dialects.some((dialect) => DIALECT_FORMATS[dialect].has(format))) return;
        const dialectName = dialects.map((d) => DIALECT_LABEL[d]).join(" or ");
        const later = [...DIALECTS].reverse().find((dialect) => DIALECT_FORMATS[dialect].has(format)); // `iri`, `idn-email` under draft-06
        const known = new Set(dialects.flatMap((dialect) => [...DIALECT_FORMATS[dialect]]));
        const lower = format.toLowerCase();
        const suggestion = Object.hasOwn(ALIASES, lower) ? ALIASES[lower] : didYouMean(format, known);
        const advice = later
          ? `it arrived in ${DIALECT_LABEL[later]}. Declare that dialect, or use a \`pattern\`.`
          : suggestion
            ? `did you mean \`${suggestion}\`?`
            : "describe the expected form in `description`, or constrain it with a `pattern`.";
        context.report({
          pointer: joinPointer(node.pointer, "format"),
          message: `\`format\` ${code(format)} is not defined by ${dialectName}, so validators ignore it (or, in strict mode, reject the schema): ${advice}`,
        });
      },
    };
  },
});
