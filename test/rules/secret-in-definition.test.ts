import rule from "../../src/rules/secret-in-definition.js";
import { type InvalidCase, ruleTester, tool, type ValidCase } from "../helpers/rule-tester.js";

// Credential-shaped values are assembled at run time from a seeded generator, so this file holds
// no literal that secret scanners (or people) would take for a leaked key.
function randomChars(length: number, alphabet: string, seed: number): string {
  // mulberry32
  let state = seed >>> 0;
  let out = "";
  for (let i = 0; i < length; i++) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    out += alphabet[((t ^ (t >>> 14)) >>> 0) % alphabet.length];
  }
  return out;
}
const BASE62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const UPPER_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const b64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString("base64url");

const SECRETS = {
  github: ["gh", "p_", randomChars(36, BASE62, 1)].join(""),
  githubFineGrained: ["github", "_pat_", randomChars(22, BASE62, 2), "_", randomChars(59, BASE62, 3)].join(""),
  aws: ["AK", "IA", randomChars(16, UPPER_DIGITS, 4)].join(""),
  awsSecret: randomChars(40, `${BASE62}/+`, 5),
  slack: ["xo", "xb-", "2841733511", "-", "4718293740615", "-", randomChars(24, BASE62, 6)].join(""),
  stripe: ["sk", "_live_", randomChars(24, BASE62, 7)].join(""),
  openai: ["sk-", randomChars(20, BASE62, 8), "T3Blbk", "FJ", randomChars(20, BASE62, 9)].join(""),
  anthropic: ["sk-", "ant-api03-", randomChars(93, BASE62, 10)].join(""),
  google: ["AI", "za", randomChars(35, BASE62, 11)].join(""),
  npm: ["np", "m_", randomChars(36, BASE62, 12)].join(""),
  gitlab: ["gl", "pat-", randomChars(20, BASE62, 13)].join(""),
  jwt: [b64url({ alg: "HS256", typ: "JWT" }), b64url({ sub: "user-42", scope: "admin", exp: 1900000000 }), randomChars(43, BASE62, 14)].join("."),
  privateKey: ["-----BEGIN RSA ", "PRIVATE KEY-----\n", randomChars(64, BASE62, 15), "\n", randomChars(64, BASE62, 16), "\n-----END RSA PRIVATE KEY-----"].join(
    "",
  ),
  urlPassword: ["postgres://app:", "hunter2x9Q", "@db.internal:5432/prod"].join(""),
  slackWebhook: [
    "https://hooks.slack.com/",
    "services/T0",
    randomChars(8, UPPER_DIGITS, 17),
    "/B0",
    randomChars(8, UPPER_DIGITS, 18),
    "/",
    randomChars(24, BASE62, 19),
  ].join(""),
};

const inDefault = (value: string) => ({ tools: [tool({ inputSchema: { type: "object", properties: { token: { type: "string", default: value } } } })] });
const clean = (name: string, value: string): ValidCase => ({ name, input: inDefault(value) });

/** The message about `field` holding `label`, shown redacted as `shown`. */
const holds = (label: string, shown: string, field = "`default`"): string =>
  `${field} holds what looks like ${label} (\`${shown}\`): anyone who can list this server's tools can read it. Remove it, revoke it, and have the server read credentials from its environment or the client's configuration.`;

/** A property default holding a credential: one finding there, the credential redacted to `shown`. */
const flagged = (name: string, value: string, label: string, shown: string): InvalidCase => ({
  name,
  input: inDefault(value),
  errors: [{ message: holds(label, shown), pointer: "/tools/0/inputSchema/properties/token/default", severity: "error" }],
});

/** The first `n` characters of a credential and an ellipsis: all of it a message may show. */
const cut = (value: string, n: number): string => `${value.slice(0, n)}…`;

ruleTester(rule).run({
  valid: [
    clean("a named placeholder", "YOUR_API_KEY"),
    clean("a truncated key", "sk-..."),
    clean("an x-ed out token", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
    clean("a zeroed token", `ghp_${"0".repeat(36)}`),
    clean("a counting token", `ghp_${"abcdefghijklmnopqrstuvwxyz0123456789"}`),
    clean("AWS's documented example key", ["AKIA", "IOSFODNN7", "EXAMPLE"].join("")),
    clean("a token in angle brackets", "Bearer <token>"),
    clean("a documented connection string", "postgres://user:password@localhost:5432/db"),
    clean("default credentials in an example", "postgresql://postgres:postgres@localhost/postgres"),
    clean("a variable in a URL", "redis://:${REDIS_PASSWORD}@cache:6379"),
    clean("a key header on its own", "Paste the key, starting with -----BEGIN PRIVATE KEY-----"),
    clean("a long random hash", randomChars(64, "0123456789abcdef", 20)),
    clean("a UUID", "3f2b8c1e-9d4a-4f6b-8e2c-7a1d5b9c0e3f"),
    clean("a Stripe test key", ["sk", "_test_", randomChars(24, BASE62, 21)].join("")),
    clean(
      "jwt.io's sample token",
      [b64url({ alg: "HS256", typ: "JWT" }), b64url({ sub: "1234567890", name: "John Doe", iat: 1516239022 }), randomChars(43, BASE62, 22)].join("."),
    ),
    clean("something that starts like a JWT", "eyJhbGciOi is how every JWT header starts"),
    clean("a token-like word inside a longer identifier", `my_${SECRETS.github}_suffix`),
    clean("a URL with a user but no password", "https://octocat@github.com/octo/repo.git"),
    { name: "odd values, without throwing", input: { tools: [tool({ description: 42, _meta: { a: [null, {}, ["x"]] } }), "ghp_", null] } },
  ],
  invalid: [
    {
      name: "a GitHub token, redacted",
      input: inDefault(SECRETS.github),
      errors: [
        {
          message: holds("a GitHub token", cut(SECRETS.github, 6)),
          pointer: "/tools/0/inputSchema/properties/token/default",
          line: 11,
          column: 13,
          severity: "error",
          tool: "list_files",
          data: { format: "github-token" },
        },
      ],
    },
    flagged("a GitHub fine-grained token", SECRETS.githubFineGrained, "a GitHub fine-grained personal access token", cut(SECRETS.githubFineGrained, 13)),
    flagged("an AWS access key ID", SECRETS.aws, "an AWS access key ID", cut(SECRETS.aws, 6)),
    flagged("an AWS secret key with its label", `AWS_SECRET_ACCESS_KEY=${SECRETS.awsSecret}`, "an AWS secret access key", cut(SECRETS.awsSecret, 2)),
    flagged("a Slack bot token", SECRETS.slack, "a Slack token", cut(SECRETS.slack, 7)),
    flagged("a Slack webhook", SECRETS.slackWebhook, "a Slack webhook URL", "https://hooks.slack.com/…"),
    flagged("a Stripe live key", SECRETS.stripe, "a Stripe live secret key", cut(SECRETS.stripe, 10)),
    flagged("an OpenAI key", SECRETS.openai, "an OpenAI API key", cut(SECRETS.openai, 5)),
    flagged("an Anthropic key", SECRETS.anthropic, "an Anthropic API key", cut(SECRETS.anthropic, 16)),
    flagged("a Google API key", SECRETS.google, "a Google API key", cut(SECRETS.google, 6)),
    flagged("an npm token", SECRETS.npm, "an npm access token", cut(SECRETS.npm, 6)),
    flagged("a GitLab token", SECRETS.gitlab, "a GitLab personal access token", cut(SECRETS.gitlab, 8)),
    flagged("a JWT", `Bearer ${SECRETS.jwt}`, "a JSON Web Token", "eyJhbGciOiJI…"),
    flagged("a private key", SECRETS.privateKey, "a private key", "-----BEGIN RSA PRIVATE KEY-----…"),
    flagged("a password in a URL", SECRETS.urlPassword, "a URL with a password", "postgres://app:****@…"),
    flagged(
      "a percent-encoded password in a URL",
      ["mysql://app:", "p%40ssW0rd9", "@db.internal/prod"].join(""),
      "a URL with a password",
      "mysql://app:****@…",
    ),
    {
      name: "each format found in a string, once",
      input: inDefault(`${SECRETS.github} ${SECRETS.aws} ${SECRETS.github}`),
      errors: [
        {
          message: holds("an AWS access key ID", cut(SECRETS.aws, 6)),
          pointer: "/tools/0/inputSchema/properties/token/default",
          data: { format: "aws-access-key-id" },
        },
        {
          message: holds("a GitHub token", cut(SECRETS.github, 6)),
          pointer: "/tools/0/inputSchema/properties/token/default",
          data: { format: "github-token" },
        },
      ],
    },
    {
      name: "secrets everywhere: descriptions, examples, _meta, keys",
      input: {
        tools: [
          tool({
            description: `Posts to Slack with ${SECRETS.slack}.`,
            inputSchema: { type: "object", properties: { repo: { type: "string", examples: ["octo/repo", SECRETS.github] } } },
            _meta: { [SECRETS.stripe]: true },
          }),
        ],
      },
      errors: [
        { message: holds("a Slack token", cut(SECRETS.slack, 7), "`description`"), pointer: "/tools/0/description", line: 5, column: 7 },
        {
          message: holds("a GitHub token", cut(SECRETS.github, 6), "`examples`"),
          pointer: "/tools/0/inputSchema/properties/repo/examples/1",
          line: 13,
          column: 15,
        },
        // A credential used as a key is shown only redacted: the message says "A key", not the key.
        {
          message: holds("a Stripe live secret key", cut(SECRETS.stripe, 10), "A key"),
          pointer: `/tools/0/_meta/${SECRETS.stripe}`,
          line: 22,
          column: 9,
        },
      ],
    },
  ],
});
