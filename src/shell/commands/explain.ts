import { ALL_RULES } from "../../rules/_registry.js";
import { didYouMean } from "../../core/util/did-you-mean.js";
import type { CliIo } from "../cli/io.js";

/** `mcp-tool-lint explain ID`: the rule's docs page, as shipped (loaded here: 320 KB no lint needs). */
export async function runExplain(ruleId: string, io: CliIo): Promise<number> {
  const { RULE_DOCS } = await import("../../rules/_generated-docs.js");
  const docs = RULE_DOCS[ruleId];
  if (!docs) {
    const hint = didYouMean(
      ruleId,
      ALL_RULES.map((r) => r.meta.id),
    );
    io.stderr.write(`mcp-tool-lint: unknown rule \`${ruleId}\`${hint ? ` (did you mean \`${hint}\`?)` : ""}; \`mcp-tool-lint rules\` lists them\n`);
    return 2;
  }
  io.stdout.write(docs.markdown.endsWith("\n") ? docs.markdown : `${docs.markdown}\n`);
  return 0;
}
