// Generated cases built from real tools: a slice of one corpus file, in one input shape,
// broken by a few mutations (mutate.ts). Shared by the in-process and the CLI properties.
import fc from "fast-check";
import { PROTOCOL_VERSIONS, type ProtocolVersion } from "../../src/core/model/protocol.js";
import type { CorpusFile } from "./corpus.js";
import { applyMutations, type Mutation, type MutationKind } from "./mutate.js";
import { SHAPES, wrapTools, type Shape } from "./wrap-shapes.js";

const KINDS: readonly MutationKind[] = ["delete", "retype", "null", "nest", "hostile-string", "rename-key", "add-key", "inject-schema"];

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom(...KINDS),
  at: fc.nat(),
  pick: fc.nat(),
  replacement: fc.oneof(fc.constantFrom(0, -1, 1e308, "", "x", true, false, [], {}, [[]], { type: {} }), fc.jsonValue({ maxDepth: 2 })),
});

export interface MutatedCase {
  readonly file: number;
  readonly first: number;
  readonly count: number;
  readonly shape: Shape;
  readonly mutations: readonly Mutation[];
  readonly protocol: ProtocolVersion | undefined;
  readonly withBaseline: boolean;
}

export function mutatedCase(corpus: readonly CorpusFile[]): fc.Arbitrary<MutatedCase> {
  return fc.record({
    file: fc.nat({ max: corpus.length - 1 }),
    first: fc.nat(),
    count: fc.integer({ min: 1, max: 3 }),
    shape: fc.constantFrom(...SHAPES),
    mutations: fc.array(mutation, { minLength: 1, maxLength: 4 }),
    protocol: fc.option(fc.constantFrom(...PROTOCOL_VERSIONS), { nil: undefined }),
    withBaseline: fc.boolean(),
  });
}

/** The input value, and the corpus file as a baseline when the case asks for one. */
export function buildCase(
  corpus: readonly CorpusFile[],
  schemas: readonly unknown[],
  c: MutatedCase,
): { value: unknown; baseline?: string; protocol?: ProtocolVersion } {
  const source = corpus[c.file]!;
  const start = c.first % source.tools.length;
  const tools = structuredClone(source.tools.slice(start, start + c.count));
  const value = applyMutations(wrapTools(tools, c.shape, c.protocol ?? "2025-06-18"), c.mutations, schemas);
  return { value, ...(c.withBaseline ? { baseline: source.path } : {}), ...(c.protocol ? { protocol: c.protocol } : {}) };
}
