import { describe, expect, it } from "vitest";
import rule from "../../src/rules/secret-in-definition.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

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

function lintDefault(value: string) {
  return lintRule(rule, { tools: [tool({ inputSchema: { type: "object", properties: { token: { type: "string", default: value } } } })] });
}

describe("secret-in-definition", () => {
  it.each([
    ["a GitHub token", SECRETS.github, "a GitHub token", "ghp_"],
    ["a GitHub fine-grained token", SECRETS.githubFineGrained, "a GitHub fine-grained personal access token", "github_pat_"],
    ["an AWS access key ID", SECRETS.aws, "an AWS access key ID", "AKIA"],
    ["an AWS secret key with its label", `AWS_SECRET_ACCESS_KEY=${SECRETS.awsSecret}`, "an AWS secret access key", ""],
    ["a Slack bot token", SECRETS.slack, "a Slack token", "xoxb-"],
    ["a Slack webhook", SECRETS.slackWebhook, "a Slack webhook URL", "https://hooks.slack.com/"],
    ["a Stripe live key", SECRETS.stripe, "a Stripe live secret key", "sk_live_"],
    ["an OpenAI key", SECRETS.openai, "an OpenAI API key", "sk-"],
    ["an Anthropic key", SECRETS.anthropic, "an Anthropic API key", "sk-ant-api03-"],
    ["a Google API key", SECRETS.google, "a Google API key", "AIza"],
    ["an npm token", SECRETS.npm, "an npm access token", "npm_"],
    ["a GitLab token", SECRETS.gitlab, "a GitLab personal access token", "glpat-"],
    ["a JWT", `Bearer ${SECRETS.jwt}`, "a JSON Web Token", "eyJ"],
    ["a private key", SECRETS.privateKey, "a private key", "-----BEGIN RSA PRIVATE KEY-----"],
    ["a password in a URL", SECRETS.urlPassword, "a URL with a password", "postgres://app:****@…"],
  ])("flags %s, redacted", (_, value, label, shown) => {
    const findings = lintDefault(value);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "secret-in-definition", pointer: "/tools/0/inputSchema/properties/token/default" });
    expect(findings[0]!.message).toContain(`\`default\` holds what looks like ${label} (\`${shown}`);
    const secret = value === SECRETS.privateKey ? value.split("\n")[1]! : value === SECRETS.urlPassword ? "hunter2x9Q" : value;
    expect(findings[0]!.message).not.toContain(secret.slice(-12));
  });

  it("looks everywhere: descriptions, examples, _meta, keys", () => {
    const findings = lintRule(rule, {
      tools: [
        tool({
          description: `Posts to Slack with ${SECRETS.slack}.`,
          inputSchema: { type: "object", properties: { repo: { type: "string", examples: ["octo/repo", SECRETS.github] } } },
          _meta: { [SECRETS.stripe]: true },
        }),
      ],
    });
    expect(findings.map((f) => f.pointer)).toEqual([
      "/tools/0/description",
      "/tools/0/inputSchema/properties/repo/examples/1",
      `/tools/0/_meta/${SECRETS.stripe}`,
    ]);
  });

  it("takes a percent-encoded password for a password", () => {
    expect(lintDefault(["mysql://app:", "p%40ssW0rd9", "@db.internal/prod"].join(""))).toHaveLength(1);
  });

  it("reports each format found in a string once", () => {
    const findings = lintDefault(`${SECRETS.github} ${SECRETS.aws} ${SECRETS.github}`);
    expect(findings.map((f) => f.data?.format)).toEqual(["aws-access-key-id", "github-token"]);
  });

  it.each([
    ["a named placeholder", "YOUR_API_KEY"],
    ["a truncated key", "sk-..."],
    ["an x-ed out token", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
    ["a zeroed token", `ghp_${"0".repeat(36)}`],
    ["a counting token", `ghp_${"abcdefghijklmnopqrstuvwxyz0123456789"}`],
    ["AWS's documented example key", ["AKIA", "IOSFODNN7", "EXAMPLE"].join("")],
    ["a token in angle brackets", "Bearer <token>"],
    ["a documented connection string", "postgres://user:password@localhost:5432/db"],
    ["default credentials in an example", "postgresql://postgres:postgres@localhost/postgres"],
    ["a variable in a URL", "redis://:${REDIS_PASSWORD}@cache:6379"],
    ["a key header on its own", "Paste the key, starting with -----BEGIN PRIVATE KEY-----"],
    ["a long random hash", randomChars(64, "0123456789abcdef", 20)],
    ["a UUID", "3f2b8c1e-9d4a-4f6b-8e2c-7a1d5b9c0e3f"],
    ["a Stripe test key", ["sk", "_test_", randomChars(24, BASE62, 21)].join("")],
    [
      "jwt.io's sample token",
      [b64url({ alg: "HS256", typ: "JWT" }), b64url({ sub: "1234567890", name: "John Doe", iat: 1516239022 }), randomChars(43, BASE62, 22)].join("."),
    ],
    ["something that starts like a JWT", "eyJhbGciOi is how every JWT header starts"],
    ["a token-like word inside a longer identifier", `my_${SECRETS.github}_suffix`],
    ["a URL with a user but no password", "https://octocat@github.com/octo/repo.git"],
  ])("leaves alone %s", (_, value) => {
    expect(lintDefault(value)).toEqual([]);
  });

  it("never throws on odd values", () => {
    expect(lintRule(rule, { tools: [tool({ description: 42, _meta: { a: [null, {}, ["x"]] } }), "ghp_", null] })).toEqual([]);
  });
});
