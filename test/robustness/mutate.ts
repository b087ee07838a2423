// Mutations of real tool definitions: each picks a node by index in a walk of the value and
// breaks it one way. Descriptions are plain data so fast-check can generate and shrink them.
import { HOSTILE_KEYS, HOSTILE_STRINGS, setOwn } from "./hostile-values.js";

export type MutationKind = "delete" | "retype" | "null" | "nest" | "hostile-string" | "rename-key" | "add-key" | "inject-schema";

export interface Mutation {
  readonly kind: MutationKind;
  /** Which node (modulo the number of nodes). */
  readonly at: number;
  /** Which hostile string, key, schema or nesting depth (modulo the choices). */
  readonly pick: number;
  /** A replacement for `retype` and the value of `add-key` (copied: generated values are shared). */
  readonly replacement: unknown;
}

type Container = Record<string, unknown> | unknown[];
interface Slot {
  readonly parent: Container | undefined;
  readonly key: string | number;
  readonly value: unknown;
}

/** Visits at most this many nodes, so a 100 KB array cannot make a mutation slow. */
const MAX_SLOTS = 2000;

function slots(root: unknown): Slot[] {
  const found: Slot[] = [{ parent: undefined, key: "", value: root }];
  for (let i = 0; i < found.length && found.length < MAX_SLOTS; i++) {
    const { value } = found[i]!;
    if (Array.isArray(value)) value.forEach((item, index) => found.push({ parent: value, key: index, value: item }));
    else if (typeof value === "object" && value !== null) {
      for (const key of Object.keys(value)) found.push({ parent: value as Record<string, unknown>, key, value: (value as Record<string, unknown>)[key] });
    }
  }
  return found.slice(0, MAX_SLOTS);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Wraps a value `depth` levels deeper, alternating the ways schemas and JSON nest. */
function nest(value: unknown, depth: number): unknown {
  let node = value;
  for (let i = 0; i < depth; i++) {
    const wrap = i % 4;
    node =
      wrap === 0 ? { type: "object", properties: { nested: node } } : wrap === 1 ? { type: "array", items: node } : wrap === 2 ? { anyOf: [node] } : [node];
  }
  return node;
}

function pick<T>(choices: readonly T[], index: number): T {
  return choices[index % choices.length]!;
}

/** Applies the mutations in order to `root` (which it changes) and returns the new root. */
export function applyMutations(root: unknown, mutations: readonly Mutation[], schemas: readonly unknown[]): unknown {
  let current = root;
  for (const mutation of mutations) {
    const all = slots(current);
    const slot = all[mutation.at % all.length]!;
    const replace = (value: unknown): void => {
      if (slot.parent === undefined) current = value;
      else if (Array.isArray(slot.parent)) slot.parent[slot.key as number] = value;
      else setOwn(slot.parent, slot.key as string, value);
    };
    switch (mutation.kind) {
      case "delete":
        if (Array.isArray(slot.parent)) slot.parent.splice(slot.key as number, 1);
        else if (slot.parent) delete slot.parent[slot.key as string];
        break;
      case "retype":
        replace(structuredClone(mutation.replacement));
        break;
      case "null":
        replace(null);
        break;
      case "nest":
        replace(nest(slot.value, 1 + (mutation.pick % 300)));
        break;
      case "hostile-string":
        replace(pick(HOSTILE_STRINGS, mutation.pick));
        break;
      case "rename-key":
        if (isRecord(slot.parent)) {
          delete slot.parent[slot.key as string];
          setOwn(slot.parent, pick(HOSTILE_KEYS, mutation.pick), slot.value);
        }
        break;
      case "add-key":
        if (isRecord(slot.value)) setOwn(slot.value, pick(HOSTILE_KEYS, mutation.pick), structuredClone(mutation.replacement));
        break;
      case "inject-schema": {
        const schema = structuredClone(pick(schemas, mutation.pick));
        if (isRecord(slot.value) && isRecord(schema)) for (const key of Object.keys(schema)) setOwn(slot.value, key, schema[key]);
        else replace(schema);
        break;
      }
    }
  }
  return current;
}
