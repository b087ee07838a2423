// The shared readers of raw JSON values: what counts as a declared `type`, and own properties only.
import { describe, expect, it } from "vitest";
import { isArraySchema, isObjectSchema } from "../../src/helpers/compat/schema-shape.js";
import { hasOwnField, ownField } from "../../src/core/model/types.js";
import { valueTypes } from "../../src/helpers/params/declared-types.js";
import { declaredTypes, declaresType } from "../../src/core/schema/json-value.js";
import { SchemaDocument } from "../../src/core/schema/refs.js";

describe("declaredTypes", () => {
  it("reads `type` as a name or a list of names", () => {
    expect(declaredTypes({ type: "string" })).toEqual(["string"]);
    expect(declaredTypes({ type: ["string", "null"] })).toEqual(["string", "null"]);
    expect(declaresType({ type: ["array", "null"] }, "array")).toBe(true);
  });

  it("declares nothing when `type` is absent, inherited or malformed, for every caller alike", () => {
    // A list with a non-name in it is broken (schema-valid says so): no rule builds advice on part of it.
    for (const schema of [{}, { type: [] }, { type: ["array", 5] }, { type: 7 }, Object.create({ type: "array" }), "array", null]) {
      expect(declaredTypes(schema)).toBeUndefined();
      expect(declaresType(schema, "array")).toBe(false);
      expect(isArraySchema(schema)).toBe(false);
      expect(valueTypes(schema, new SchemaDocument({})).has("array")).toBe(false);
    }
    expect(isObjectSchema({ type: ["object", 1], properties: {} })).toBe(false);
  });
});

describe("ownField", () => {
  it("never reads an inherited property", () => {
    const parsed = JSON.parse('{"__proto__": {"x": 1}, "a": 2}') as unknown;
    expect(ownField(parsed, "__proto__")).toEqual({ x: 1 });
    expect(ownField({}, "constructor")).toBeUndefined();
    expect(ownField({}, "__proto__")).toBeUndefined();
    expect(hasOwnField({}, "toString")).toBe(false);
    expect(ownField([1], "0")).toBeUndefined();
    expect(ownField({ a: 2 }, "a")).toBe(2);
  });
});
