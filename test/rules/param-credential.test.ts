import rule from "../../src/rules/param-credential.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const message = (name: string): string =>
  `Parameter \`${name}\` asks the model for a credential: the model must ask the user to paste the secret into the conversation, where it stays in the transcript and logs. Read it from the server's environment or configuration instead; if a per-call credential is truly needed, make it optional and say that the configured one is used when omitted.`;

/** A tool named `name` whose input has the given properties, `required` listing them all unless told. */
const withParams = (name: string, properties: Record<string, unknown>, required: string[] = Object.keys(properties)) =>
  tool({ name, inputSchema: { type: "object", properties, required } });

ruleTester(rule).run({
  valid: [
    { name: "no credential", input: [tool()] },
    { name: "a pagination token", input: [withParams("list_items", { next_token: { type: "string", description: "Token for the next page." } })] },
    { name: "a token count", input: [withParams("summarize", { max_tokens: { type: "integer", description: "Most tokens to write." } })] },
    { name: "a crypto token", input: [withParams("get_price", { token: { type: "string", description: "Token symbol, e.g. USDC." } })] },
    { name: "the id of a key", input: [withParams("revoke", { key_id: { type: "string", description: "API key ID." } })] },
    { name: "a login tool", input: [withParams("login", { password: { type: "string" } })] },
    { name: "a tool that sets the API key", input: [withParams("set_api_key", { api_key: { type: "string", description: "Your Figma API key" } })] },
    {
      name: "an optional key that falls back on the environment",
      input: [withParams("predict", { api_key: { type: "string", description: "API key. If not provided, the ALPHA_API_KEY env var is used." } }, [])],
    },
    {
      name: "the password of a user the tool creates",
      input: [withParams("create_mailbox", { password: { type: "string", description: "Mailbox password." } })],
    },
    {
      name: "a database password beside the user and host the user names",
      input: [withParams("query", { host: { type: "string" }, user: { type: "string" }, password: { type: "string" } })],
    },
    { name: "a public token", input: [withParams("preview_style", { accessToken: { type: "string", description: "Mapbox public access token (pk.*)." } })] },
    {
      name: "ids and names of secrets",
      input: [withParams("deploy", { secret_name: { type: "string" }, ssh_key_ids: { type: "array" }, credential_id: { type: "string" } })],
    },
    { name: "an HMAC key given to a hash tool", input: [withParams("hash", { key: { type: "string", description: "Secret key for HMAC" } })] },
    {
      name: "a token given to a verify tool",
      input: [withParams("trust_verify", { access_token: { type: "string", description: "Access token (for github chain)" } })],
    },
    { name: "a webhook's signing secret set by the tool", input: [withParams("webhooks_create", { secret: { type: "string", description: "Secret key" } })] },
    { name: "a new password the tool sets", input: [withParams("edit_send", { password: { type: "string", description: "New access password" } })] },
    {
      name: "a credential stored on the resource",
      input: [withParams("inference_update", { HuggingFaceToken: { type: "string", description: "HuggingFace API token (write-only, never returned)" } })],
    },
    {
      name: "a credential for the URL the user names",
      input: [withParams("http_post", { url: { type: "string" }, token: { type: "string", description: "Bearer token for authorization" } })],
    },
    {
      name: "a tool that sets up a payment config",
      input: [withParams("create_payment_config", { live_api_key: { type: "string", description: "Stripe live secret key" } })],
    },
    {
      name: "a lookup key",
      input: [withParams("get_schema_by_key", { key: { type: "string", description: "Object key" } })],
    },
    {
      name: "a token the server's own login tool returns",
      input: [
        tool({
          name: "didit_login",
          description: "Login to an existing account. Returns access_token and refresh_token.",
          inputSchema: { type: "object", properties: { email: { type: "string" }, password: { type: "string" } } },
        }),
        withParams("list_organizations", { access_token: { type: "string", description: "Bearer access token from login" } }),
      ],
    },
    { name: "a nested field", input: [withParams("create_app", { settings: { type: "object", properties: { api_key: { type: "string" } } } })] },
  ],
  invalid: [
    {
      name: "a lookup tool whose name ends with Key still asks for the access token",
      input: [withParams("getObjectSchemaByKey", { access_token: { type: "string", description: "CRM access token" } })],
      errors: [{ message: message("access_token"), pointer: "/0/inputSchema/properties/access_token" }],
    },
    {
      name: "a bare token described as an API token",
      input: [withParams("list_projects", { token: { type: "string", description: "Your API token" } })],
      errors: [{ message: message("token"), pointer: "/0/inputSchema/properties/token" }],
    },
    {
      name: "a required access token",
      input: [withParams("crm_search_contacts", { access_token: { type: "string", description: "CRM access token" } })],
      errors: [{ message: message("access_token"), pointer: "/0/inputSchema/properties/access_token" }],
    },
    {
      name: "an optional API key with no fallback",
      input: [withParams("summarize_url", { api_key: { type: "string", description: "Your ReviewWebsite API key" } }, [])],
      errors: [{ message: message("api_key"), pointer: "/0/inputSchema/properties/api_key" }],
    },
    {
      name: "a qualified private key",
      input: [withParams("propose_amendment", { proposer_private_key: { type: "string" } })],
      errors: [{ message: message("proposer_private_key"), pointer: "/0/inputSchema/properties/proposer_private_key" }],
    },
    {
      name: "a bare secret described as the API secret",
      input: [
        withParams("account_balance", {
          apiKey: { type: "string", description: "API key for authentication" },
          secret: { type: "string", description: "API secret for authentication" },
        }),
      ],
      errors: [
        { message: message("apiKey"), pointer: "/0/inputSchema/properties/apiKey" },
        { message: message("secret"), pointer: "/0/inputSchema/properties/secret" },
      ],
    },
    {
      name: "a token a login tool of the server does not name",
      input: [
        tool({
          name: "login",
          description: "Log in. Returns session_token.",
          inputSchema: { type: "object", properties: { email: { type: "string" }, password: { type: "string" } } },
        }),
        withParams("list_organizations", { access_token: { type: "string", description: "Bearer access token" } }),
      ],
      errors: [{ message: message("access_token"), pointer: "/1/inputSchema/properties/access_token" }],
    },
    {
      name: "a token that a tool other than a login tool returns",
      input: [
        tool({
          name: "register_agent",
          description: "Register your agent. Returns apiKey: store it securely.",
          inputSchema: { type: "object", properties: {} },
        }),
        withParams("send_message", { apiKey: { type: "string", description: "Your Molten API key" } }),
      ],
      errors: [{ message: message("apiKey"), pointer: "/1/inputSchema/properties/apiKey" }],
    },
    {
      name: "a bare token described behind a $ref",
      input: [
        tool({
          name: "list_projects",
          inputSchema: {
            type: "object",
            properties: { token: { $ref: "#/$defs/Token" } },
            required: ["token"],
            $defs: { Token: { type: "string", description: "Your API token" } },
          },
        }),
      ],
      errors: [{ message: message("token"), pointer: "/0/inputSchema/properties/token" }],
    },
  ],
});
