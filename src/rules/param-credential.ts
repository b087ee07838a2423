import { defineRule } from "../engine/rule.js";
import { isObject, type ToolList } from "../core/model/types.js";
import { lazy } from "../core/util/lazy.js";
import { parameterDescription } from "../helpers/params/description.js";
import { isParameter, isRequired } from "../helpers/params/parameter.js";
import { DocumentTracker } from "../core/schema/documents.js";
import { splitName } from "../helpers/text/words.js";

/**
 * Parameter names that are a credential, written without separators or case (`api_key`,
 * `apiKey`, `API-Key` → `apikey`). A name may end with one after a qualifier
 * (`proposer_private_key`, `figmaApiKey`).
 */
const CREDENTIAL_SUFFIXES = [
  "apikey",
  "apitoken",
  "apisecret",
  "accesstoken",
  "authtoken",
  "bearertoken",
  "refreshtoken",
  "clientsecret",
  "secretkey",
  "privatekey",
  "personalaccesstoken",
  "sessioncookie",
];
/** Names that are a credential only exactly (`pat`, `password`): as a suffix they name other things (`dbPassword` of a target). */
const CREDENTIAL_NAMES = new Set(["password", "passwd", "pat"]);
/** Bare names a credential often has but other things too (a crypto `token`, a webhook `secret`): the description decides. */
const AMBIGUOUS_NAMES = new Set(["token", "secret", "key", "auth", "credential", "credentials", "authorization"]);

/** A description that opens by naming a credential: "Bearer access token", "AlphaGenome API key.", "API secret for authentication". */
const CREDENTIAL_DESCRIPTION = lazy(
  () =>
    /^\s*(?:(?:the|your|a|an|user'?s?|[\p{Lu}][\w.-]*)\s+){0,3}(?:api[ -]?(?:key|token|secret)|(?:personal[ -])?access[ -]token|bearer[ -](?:access[ -])?token|auth(?:entication|orization)?[ -]token|refresh[ -]token|client[ -]secret|secret[ -]key|private[ -]key|password)\b(?!\s*(?:id|ids|name|names|type|file|path|reference|prefix|hint|expiry|length|policy)\b)/iu,
);

/** Words of a tool name whose job is the credential itself: logging in, storing, rotating, checking or using one. */
const CREDENTIAL_JOB_WORDS = new Set([
  "login",
  "logon",
  "signin",
  "authenticate",
  "auth",
  "authorize",
  "oauth",
  "token",
  "tokens",
  "apikey",
  "secret",
  "secrets",
  "credential",
  "credentials",
  "password",
  "passwords",
  "passphrase",
  "vault",
  "keychain",
  "keyring",
  "configure",
  "setup",
  "jwt",
  "hash",
  "hmac",
  "encrypt",
  "decrypt",
  "sign",
  "certificate",
  "cert",
  "connect",
  "verify",
]);
/** What a tool that sets one of them configures: a Stripe key stored on a location's payment config is data there. */
const CONFIG_WORDS = new Set(["config", "configuration", "settings", "integration", "provider", "app"]);
/** Words before `key` that make it a credential in a tool's name (`set_api_key`, `rotate_ssh_key`), not a lookup key (`getObjectSchemaByKey`). */
const KEY_QUALIFIERS = new Set(["api", "access", "secret", "private", "ssh", "signing", "encryption", "gpg", "pgp"]);

/** Whether the tool's job is the credential itself, read from its name. */
function isCredentialJob(words: readonly string[]): boolean {
  if (words.some((w) => CREDENTIAL_JOB_WORDS.has(w))) return true;
  if (words.some((w) => DATA_WORDS.has(w)) && words.some((w) => CONFIG_WORDS.has(w))) return true;
  if (words.some((w, i) => w === "sign" || (w === "in" && words[i - 1] === "sign"))) return true;
  // `validate_key`, `rotate_keys`: a verb and the key alone.
  if (words.length === 2 && (words[1] === "key" || words[1] === "keys")) return true;
  return words.some((w, i) => (w === "key" || w === "keys") && i > 0 && KEY_QUALIFIERS.has(words[i - 1]!));
}

/** Verbs of a tool that sets a secret as data (a new user's password, a webhook's signing secret, an app's client secret), not to authenticate itself. */
const DATA_WORDS = new Set([
  "create",
  "add",
  "set",
  "change",
  "update",
  "edit",
  "modify",
  "reset",
  "register",
  "protect",
  "unprotect",
  "recreate",
  "install",
  "new",
]);
/** A description that says the secret authenticates the call, whatever the tool's verb. */
const AUTHENTICATES = /\bapi\b|\bauthenticat|\bbearer\b|\baccess token\b/i;

/** Sibling parameters naming the target the credential is for (a host, a URL, a user): the user names it, so the credential goes with it. */
const TARGET_NAMES = new Set(["url", "uri", "baseurl", "endpoint", "host", "hostname", "server", "connectionstring", "dsn"]);
const USER_NAMES = new Set(["user", "username", "login", "email", "account", "dbuser"]);

/** An optional credential whose description says what is used without it (the environment's, the configured one). */
const FALLBACK =
  /\bauto-?resolved\b|\b(?:env(?:ironment)?|configur\w*|settings?|profile|falls?\s+back|if\s+(?:it\s+is\s+)?not\s+(?:provided|given|set|specified|supplied)|when\s+omitted|omit)\b/i;
/** A description saying the tool stores the credential (a deployment's token, a key saved for later): storing it is the tool's job. */
const STORED = /\bwrite-only\b|\bnever returned\b|\b(?:saved|stored)\b|\breplaces? (?:the )?existing\b|\bpreserved if omitted\b/i;
/** A public key or token ("Mapbox public access token, must start with pk.*") is meant to be seen: no secret. */
const PUBLIC = /\bpublic\b/i;

/** Words of a tool name that logs in: the token it returns is the conversation's session, not a secret the user pastes. */
const LOGIN_WORDS = new Set(["login", "logon", "signin", "authenticate"]);

/**
 * The descriptions of the list's login tools (`didit_login`: "Returns access_token and refresh_token"),
 * in lower case: a credential one of them names is issued by the server in the conversation itself.
 */
function loginDescriptions(list: ToolList): string[] {
  const out: string[] = [];
  for (const tool of list.tools) {
    const words = splitName(tool.name ?? "");
    const logsIn = words.some((w, i) => LOGIN_WORDS.has(w) || (w === "in" && words[i - 1] === "sign"));
    if (logsIn && isObject(tool.value) && typeof tool.value.description === "string") out.push(tool.value.description.toLowerCase());
  }
  return out;
}

/** Whether a login tool's description names the parameter as a word (`access_token`, not `access_token_id`). */
function issuedByLogin(name: string, logins: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return logins.some((text) => {
    for (let at = text.indexOf(lower); at >= 0; at = text.indexOf(lower, at + 1)) {
      const before = text[at - 1] ?? " ";
      const after = text[at + lower.length] ?? " ";
      if (!/[\w-]/.test(before) && !/[\w-]/.test(after)) return true;
    }
    return false;
  });
}

const compact = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, "");

export default defineRule({
  meta: {
    id: "param-credential",
    category: "design",
    severity: "warning",
    description: "A tool does not ask the model for a credential (an API key, access token, password or private key) as an argument.",
    defaultOptions: {},
  },
  create(context) {
    const documents = new DocumentTracker();
    let logins: string[] | undefined;
    return {
      schema(node) {
        if (!isParameter(node) || node.propertyDepth !== 1 || !isObject(node.value)) return;
        const name = String(node.key);
        const key = compact(name);
        // Through a `$ref` too: `{"$ref": "#/$defs/ApiKey"}` is described where it leads.
        const description = parameterDescription(node.value, documents.for(node)) ?? "";
        const named = CREDENTIAL_NAMES.has(key) || CREDENTIAL_SUFFIXES.some((suffix) => key.endsWith(suffix));
        const described = (named || AMBIGUOUS_NAMES.has(key) || key.endsWith("token") || key.endsWith("key")) && CREDENTIAL_DESCRIPTION().test(description);
        if (!named && !described) return;
        const toolWords = splitName(node.tool.name ?? "");
        if (isCredentialJob(toolWords)) return;
        const siblings = isObject(node.parent?.value) && isObject(node.parent.value.properties) ? Object.keys(node.parent.value.properties).map(compact) : [];
        if (siblings.some((s) => TARGET_NAMES.has(s))) return;
        // A password, a client secret or a bare secret may be data the tool sets (a new user's, a webhook's):
        // quiet beside a user it belongs to, or on a tool that sets things, unless it says it authenticates the call.
        const isPassword = key === "password" || key === "passwd" || /^password\b/i.test(description.trim());
        if (isPassword && siblings.some((s) => USER_NAMES.has(s))) return;
        const mayBeData = isPassword || key.endsWith("clientsecret") || AMBIGUOUS_NAMES.has(key);
        if (mayBeData && toolWords.some((w) => DATA_WORDS.has(w)) && !AUTHENTICATES.test(description)) return;
        if (/^new\b/i.test(description.trim()) || PUBLIC.test(description)) return;
        if (!isRequired(node) && FALLBACK.test(description)) return;
        if (STORED.test(description)) return;
        // A token the server's own login tool returns (didit_login: "Returns access_token"): the user pastes nothing.
        logins ??= loginDescriptions(context.list);
        if (issuedByLogin(name, logins)) return;
        context.report({
          pointer: node.pointer,
          message: `Parameter \`${name}\` asks the model for a credential: the model must ask the user to paste the secret into the conversation, where it stays in the transcript and logs. Read it from the server's environment or configuration instead; if a per-call credential is truly needed, make it optional and say that the configured one is used when omitted.`,
        });
      },
    };
  },
});
