import { defineRule } from "../engine/rule.js";
import { possibleFormats, type CredentialFormat } from "../helpers/security/credential-formats.js";
import { describeField, excerpt } from "../helpers/security/excerpt.js";

/** Matches examined per format in one string: bounds the work a string of decoys can cause. */
const MAX_MATCHES_PER_FORMAT = 1000;

function firstCredential(format: CredentialFormat, text: string): RegExpMatchArray | undefined {
  let examined = 0;
  for (const match of text.matchAll(format.pattern)) {
    if (format.accept(match, text)) return match;
    if (++examined >= MAX_MATCHES_PER_FORMAT) break;
  }
  return undefined;
}

export default defineRule({
  meta: {
    id: "secret-in-definition",
    category: "security",
    severity: "error",
    description: "Credential-shaped strings (cloud keys, GitHub/Slack/Stripe tokens, private keys, JWTs, passwords in URLs) anywhere in a definition.",
    defaultOptions: {},
  },
  create(context) {
    return {
      text(node) {
        for (const format of possibleFormats(node.value)) {
          const match = firstCredential(format, node.value);
          if (!match) continue;
          context.report({
            pointer: node.pointer,
            message: `${node.isKey ? "A key" : describeField(node)} holds what looks like ${format.label} (\`${excerpt(format.redact(match))}\`): anyone who can list this server's tools can read it. Remove it, revoke it, and have the server read credentials from its environment or the client's configuration.`,
            data: { format: format.id },
          });
        }
      },
    };
  },
});
