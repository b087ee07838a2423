import rule from "../../src/rules/param-description.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const withSchema = (inputSchema: unknown, overrides: Record<string, unknown> = {}) => ({ tools: [tool({ inputSchema, ...overrides })] });
const oneParam = (name: string, schema: unknown, overrides: Record<string, unknown> = {}) =>
  withSchema({ type: "object", properties: { [name]: schema } }, overrides);
const P = "/tools/0/inputSchema/properties";

const bare = (name: string) =>
  `Parameter \`${name}\` has no \`description\`: the model sees only its name. Add a \`description\` that says what the value means, its format and unit.`;
const restates = (name: string, text: string) =>
  `Parameter \`${name}\`'s description ("${text}") says nothing beyond its name: say what the value means, its format and unit, and where to get it.`;
const notRequired = (name: string) =>
  `Parameter \`${name}\`'s description calls it required but it is not in its object's \`required\`: clients and models treat it as optional. Add \`"${name}"\` to \`required\`, or drop the word.`;
const keyword = (name: string) =>
  `Parameter \`${name}\` is the JSON Schema keyword \`${name}\` written inside \`properties\`, so the model sees it as a parameter to send. If it constrains the object's keys, move it out of \`properties\`; if it is a real parameter, describe it.`;
const placeholder = (name: string) =>
  `Parameter \`${name}\` is named like an unfilled template placeholder: the schema generator left it in. Give the property its real name.`;

ruleTester(rule).run({
  valid: [
    {
      name: "a described parameter named like a keyword (ebay `propertyNames`)",
      input: oneParam("propertyNames", { type: "array", items: { type: "string" }, description: "Names of the compatibility properties to return." }),
    },
    { name: "a parameter with its own description", input: oneParam("q", { type: "string", description: "Text to search for." }) },
    {
      name: "a parameter described where its local $ref leads",
      input: withSchema({ type: "object", properties: { q: { $ref: "#/$defs/Q" } }, $defs: { Q: { type: "string", description: "Text to search for." } } }),
    },
    {
      name: "a parameter described on an anyOf member (nullable pydantic field)",
      input: oneParam("q", { anyOf: [{ type: "string", description: "Text." }, { type: "null" }] }),
    },
    { name: "a boolean subschema (nothing to describe)", input: oneParam("q", true) },
    // No value satisfies it: the schema is what to fix, not the wording (bnb-chain `_`, netlify `creationType`).
    // A person's name in parts: the name is all there is to say (novaposhta `MiddleName`, lumbretravel `firstname`).
    {
      name: "a person's name in parts, bare or restated",
      input: withSchema({
        type: "object",
        properties: {
          firstName: { type: "string" },
          last_name: { type: "string" },
          MiddleName: { type: "string", description: "Middle name (optional)." },
          contact_surname: { type: "string", description: "Surname" },
        },
      }),
    },
    // Decimal degrees is what every map API takes (mapbox `bbox.maxLatitude`, google-maps `location.lng`).
    {
      name: "coordinates in degrees",
      input: withSchema({
        type: "object",
        properties: {
          bbox: {
            type: "object",
            description: "Bounding box.",
            properties: { minLatitude: { type: "number", minimum: -90 }, maxLongitude: { type: "number" } },
          },
          lat: { type: "number" },
          lng: { type: "number", description: "Longitude" },
        },
      }),
    },
    { name: "a parameter no value satisfies (`not: {}`)", input: oneParam("_", { not: {} }) },
    { name: "a parameter whose enum is empty", input: oneParam("creationType", { type: "string", enum: [] }) },
    // schema-ref reports the reference; its target, were it there, would carry the description.
    { name: "a parameter that is a $ref resolving nowhere", input: oneParam("b", { $ref: "#/properties/a" }) },
    {
      name: "properties restated in composition branches and in test-only subschemas",
      input: withSchema({
        type: "object",
        properties: { kind: { type: "string", description: "Kind of item." }, size: { type: "integer", description: "Size in bytes." } },
        oneOf: [{ properties: { kind: { const: "a" } } }, { properties: { kind: { const: "b" } } }],
        if: { properties: { kind: { const: "a" } } },
        then: { properties: { size: { maximum: 3 } } },
        not: { properties: { other: { type: "string" } } },
      }),
    },
    {
      name: "a container object whose fields carry the meaning",
      input: oneParam("options", { type: "object", properties: { width: { type: "number", description: "Width in pixels." } } }),
    },
    {
      name: "an array of described objects",
      input: oneParam("rows", { type: "array", items: { type: "object", properties: { id: { type: "string", description: "Row id." } } } }),
    },
    {
      name: "a fixed discriminator (const)",
      input: withSchema({ type: "object", properties: { type: { const: "text" }, text: { type: "string", description: "Body text." } } }),
    },
    { name: "a one-member enum", input: oneParam("kind", { type: "string", enum: ["note"] }) },
    {
      name: "properties of a definition nothing refers to",
      input: withSchema({ type: "object", properties: {}, $defs: { Unused: { type: "object", properties: { id: { type: "string" } } } } }),
    },
    {
      name: "email with a description that adds something",
      input: oneParam("email", { type: "string", description: "Email address to send the invitation to." }),
    },
    {
      name: "query with a description that adds something",
      input: oneParam("query", { type: "string", description: "Full-text query; supports AND, OR and quoted phrases." }),
    },
    { name: "limit with a description that adds something", input: oneParam("limit", { type: "string", description: "Maximum number of results." }) },
    { name: "a description in another script", input: oneParam("id", { type: "string", description: "游戏王卡牌ID，通常为八位数字" }) },
    {
      name: "outputSchema fields (they are not parameters)",
      input: { tools: [tool({ outputSchema: { type: "object", properties: { total: { type: "integer" } } } })] },
    },
    {
      name: "a requirement in `required`",
      input: withSchema({
        type: "object",
        properties: { userId: { type: "string", description: "(required) Account to invite, as a numeric id." } },
        required: ["userId"],
      }),
    },
    { name: "a conditional requirement", input: oneParam("id", { type: "string", description: "Account to invite. Required when mode is 'edit'." }) },
    {
      name: "a choice between parameters",
      input: oneParam("key", { type: "string", description: "The file key (e.g., 'abc123'). Either this or fileUrl is required." }),
    },
    {
      name: "a requirement that depends on another parameter",
      input: oneParam("html", { type: "string", description: "HTML content. When provided, the plain text argument MUST be provided as well." }),
    },
    {
      name: "a requirement a composition may impose",
      input: withSchema({
        type: "object",
        properties: { id: { type: "string", description: "(required) Account to invite, as a numeric id." } },
        anyOf: [{ required: ["id"] }],
      }),
    },
    // The tool's only parameter, which its tool already explains: a description could only repeat the tool's.
    {
      name: "the lone query of a tool that searches",
      input: oneParam("query", { type: "string" }, { name: "remotion-documentation", description: "Search the Remotion documentation" }),
    },
    {
      name: "the lone url of a tool that fetches pages",
      input: oneParam("url", { type: "string" }, { name: "fetch", description: "Fetch a web page and return it as Markdown." }),
    },
    {
      name: "the lone id of the thing the tool's description names",
      input: oneParam("agent_id", { type: "string" }, { name: "agent_delete", description: "Delete an agent and its tmux pane" }),
    },
    {
      name: "the lone id restated ('The app ID') of the thing the description names",
      input: oneParam(
        "app_id",
        { type: "string", description: "The app ID" },
        { name: "setup_app_password", description: "Show a password setup form for an app." },
      ),
    },
    {
      name: "the lone id of a thing another tool of the list creates",
      input: {
        tools: [
          tool({ name: "new_session", description: "Start a browser session and return its id." }),
          tool({
            name: "inspect_page",
            description: "Inspect the current page and save a screenshot.",
            inputSchema: { type: "object", properties: { session_id: { type: "string", description: "Session ID" } }, required: ["session_id"] },
          }),
        ],
      },
    },
    {
      // A server that never declares `required` (generated) says nothing by leaving the id out of it.
      name: "the lone optional id of a thing another tool creates, on a server that declares no `required`",
      input: {
        tools: [
          tool({ name: "new_session", description: "Start a browser session and return its id.", inputSchema: { type: "object" } }),
          tool({
            name: "inspect_page",
            description: "Inspect the current page and save a screenshot.",
            inputSchema: { type: "object", properties: { session_id: { type: "string", description: "Session ID" } } },
          }),
        ],
      },
    },
    {
      name: "free text whose description restates its name ('Optional notes.')",
      input: withSchema({
        type: "object",
        properties: { title: { type: "string", description: "Title of the item." }, notes: { type: "string", description: "Optional notes." } },
      }),
    },
    {
      name: "an undescribed enum of several values (the name and the choices say it)",
      input: oneParam("priority", { type: "string", enum: ["CRITICAL", "HIGH", "MEDIUM", "LOW", "TRIVIAL"] }),
    },
    {
      name: "a lone `id` on a tool that says it fetches by ID",
      input: oneParam("id", { type: "string" }, { name: "get-registry", description: "Returns a single container registry credential by ID." }),
    },
    {
      name: "an array of enum values whose description restates the name",
      input: oneParam("company_types", { type: "array", description: "Company types", items: { type: "string", enum: ["Public Company", "Privately Held"] } }),
    },
    {
      name: "an array whose items are a choice of described objects",
      input: oneParam("nodes", {
        type: "array",
        items: {
          anyOf: [
            {
              type: "object",
              description: "Text node to update.",
              properties: { nodeId: { type: "string", description: "Identifier of the node in the page." } },
            },
            {
              type: "object",
              description: "Component overrides.",
              properties: { nodeId: { type: "string", description: "Identifier of the node in the page." } },
            },
          ],
        },
      }),
    },
    {
      // The label is no restatement when what follows it says more, or when no name follows ("Constraints as field: value").
      name: "a generator's label before words that say more",
      input: withSchema({
        type: "object",
        properties: {
          steps: { type: "integer", description: "Workflow parameter: number of sampling steps (more is slower)" },
          where: { type: "string", description: "Constraints as field: value or field: {op, value}" },
        },
      }),
    },
    {
      name: "an HTTP location after a description that says more",
      input: oneParam("agentId", { type: "string", description: "Agent to call, from list_agents (path param)" }),
    },
    // The namespace adds nothing only to an id; other words, or a name that is no id, may be the news.
    {
      name: "an id described with a word beyond the tool's namespace",
      input: withSchema(
        { type: "object", properties: { sessionId: { type: "string", description: "Recording session ID" } } },
        { name: "browser_get_console", description: "Get console messages from the browser." },
      ),
    },
    {
      name: "a bare id described with the namespace of a tool named for the thing another tool lists",
      input: {
        tools: [
          tool({ name: "image-get", inputSchema: { type: "object", properties: { ID: { type: "string", description: "Image ID" } } } }),
          tool({ name: "image-list", description: "List images." }),
        ],
      },
    },
    {
      name: "a parameter that is no id described with the tool's namespace",
      input: withSchema(
        { type: "object", properties: { access_token: { type: "string", description: "CRM access token" } } },
        { name: "crm_get_contact", description: "Get a contact of the CRM." },
      ),
    },
    {
      name: "an id described with the namespace alone",
      input: withSchema(
        { type: "object", properties: { sessionId: { type: "string", description: "Browser" } } },
        { name: "browser_get_console", description: "Get console messages from the browser." },
      ),
    },
    // A required session id beside the tool that starts such sessions: the model passes the one it started.
    {
      name: "a required session id of a session a tool of the list starts",
      input: {
        tools: [
          tool({ name: "gdb_start", description: "Start a new GDB session", inputSchema: { type: "object", properties: {} } }),
          tool({
            name: "gdb_next",
            description: "Step to the next source line.",
            inputSchema: { type: "object", properties: { sessionId: { type: "string", description: "GDB session ID" } }, required: ["sessionId"] },
          }),
        ],
      },
    },
    { name: "prompt text whose description restates its name", input: oneParam("system_prompt", { type: "string", description: "The system prompt" }) },
    {
      name: "the id of the thing the tool is named for, restated, when another tool lists them",
      input: {
        tools: [
          tool({
            name: "add_subscriber_to_form",
            inputSchema: {
              type: "object",
              properties: { form_id: { type: "string", description: "The form ID" }, email: { type: "string", description: "Subscriber's e-mail address." } },
            },
          }),
          tool({ name: "list_forms", description: "List the account's forms." }),
        ],
      },
    },
    {
      name: "parameters the tool's description documents docstring-style",
      input: withSchema(
        { type: "object", properties: { symbol_list: { type: "string" }, market: { type: "string" } } },
        { description: "Get quotes for symbols.\n\nArgs:\n    symbol_list: comma-separated tickers\n    market (str): the exchange code\n" },
      ),
    },
    ...(
      [
        ["name", "Push a model to a registry"],
        ["sql", "Run a SQL query on the database"],
        ["model", "Check if a model ID exists"],
        ["username", "Get a user profile by username"],
      ] as const
    ).map(([name, description]) => ({
      name: `a lone \`${name}\` its tool's sentence names (${JSON.stringify(description)})`,
      input: oneParam(name, { type: "string" }, { description }),
    })),
    {
      name: "a lone parameter the tool's sentence says what it does when given",
      input: oneParam(
        "headers",
        { type: "array", items: { type: "string" } },
        { description: "Returns all network requests. If headers are provided, returns only matching response headers like content-type." },
      ),
    },
    {
      name: "a restated `<thing>_uuid` on a tool named for the thing, beside a tool named by the plural alone",
      input: {
        tools: [
          tool({
            name: "pipeline-steps",
            inputSchema: {
              type: "object",
              properties: { pipeline_uuid: { type: "string", description: "Pipeline UUID" }, page: { type: "integer", description: "Page number, from 1." } },
            },
          }),
          tool({ name: "pipelines", description: "List pipelines for a repository." }),
        ],
      },
    },
    {
      name: "nested fields that override the tool's described parameters of the same name, as their container says",
      input: withSchema({
        type: "object",
        properties: {
          start_time: { type: "string", description: "Start time, HH:MM:SS." },
          fps: { type: "number", description: "Frames per second to extract." },
          segments: {
            type: "array",
            description: "Per-segment settings; overrides global fps/start_time",
            items: { type: "object", properties: { start: { type: "string" }, fps: { type: "number" } } },
          },
        },
      }),
    },
    // figma's `vectorNetwork: {vertices, paths, fills, …}` beside root `vertices`, `paths`, `fills`.
    {
      name: "a nested object that repeats the tool's described root parameters by name and type",
      input: withSchema({
        type: "object",
        properties: {
          paths: { type: "array", items: { type: "string" }, description: "SVG path strings of the vector." },
          fills: { type: "array", items: { type: "object" }, description: "Fill palette (array of Paint arrays)." },
          vectorNetwork: {
            type: "object",
            description: "Complete sparse vector network data.",
            properties: { paths: { type: "array", items: { type: "string" } }, fills: { type: "array", items: { type: "object" } } },
          },
        },
      }),
    },
  ],
  invalid: [
    // hubspot's `options[]: {label, value}` beside root `label`: another thing sharing a name, with a field of its own.
    {
      name: "a nested object sharing names with described root parameters beside an undescribed field of its own",
      input: withSchema({
        type: "object",
        properties: {
          label: { type: "string", description: "Display label of the property." },
          hidden: { type: "boolean", description: "Whether the property is hidden in the UI." },
          options: {
            type: "array",
            description: "Options of an enumeration property.",
            items: { type: "object", properties: { label: { type: "string" }, hidden: { type: "boolean" }, value: { type: "string" } } },
          },
        },
      }),
      errors: [
        {
          message:
            "3 parameters have no `description` (`options[].label`, `options[].hidden` and `options[].value`): the model sees only their names. Add a `description` to each that says what the value means, its format and unit.",
          pointer: `${P}/options/items/properties/label`,
        },
      ],
    },
    {
      // Optional where the server declares `required` elsewhere: which session when it is left out?
      name: "the lone optional id of a thing another tool creates ('Browser session ID' on browser_get_console)",
      input: {
        tools: [
          tool({ name: "browser_new_session", description: "Create a new isolated browser session." }),
          tool({
            name: "browser_get_console",
            description: "Get console messages from the browser",
            inputSchema: { type: "object", properties: { sessionId: { type: "string", description: "Browser session ID" } } },
          }),
        ],
      },
      errors: [{ message: restates("sessionId", "Browser session ID"), pointer: "/tools/1/inputSchema/properties/sessionId" }],
    },
    {
      name: "a parameter whose $ref resolves to an undescribed schema",
      input: withSchema({ type: "object", properties: { a: { type: "string" }, b: { $ref: "#/properties/a" } } }),
      errors: [
        {
          message:
            "2 parameters have no `description` (`a` and `b`): the model sees only their names. Add a `description` to each that says what the value means, its format and unit.",
          pointer: `${P}/a`,
        },
      ],
    },
    {
      // A number named like a name part, and a bare `name` (of what? a display name, a slug?), still say too little.
      name: "a name that is not a person's name in parts, and a coordinate as a string (which format?)",
      input: withSchema({ type: "object", properties: { lastName: { type: "integer" }, name: { type: "string" }, latitude: { type: "string" } } }),
      errors: [
        {
          message:
            "3 parameters have no `description` (`lastName`, `name` and `latitude`): the model sees only their names. Add a `description` to each that says what the value means, its format and unit.",
          pointer: `${P}/lastName`,
        },
      ],
    },
    {
      name: "a parameter that excludes one value only (`not: {const: …}`)",
      input: oneParam("mode", { type: "string", not: { const: "x" } }),
      errors: [{ message: bare("mode"), pointer: `${P}/mode` }],
    },
    {
      name: "a root parameter without a description, at the parameter",
      input: oneParam("limit", { type: "integer" }),
      errors: [{ message: bare("limit"), pointer: `${P}/limit`, tool: "list_files", line: 9, column: 11 }],
    },
    {
      name: "members of nested objects and of array items, in one finding at the first",
      input: withSchema({
        type: "object",
        properties: {
          options: { type: "object", description: "How to render the page.", properties: { width: { type: "number" } } },
          files: { type: "array", description: "Files to upload.", items: { type: "object", properties: { path: { type: "string" } } } },
        },
      }),
      errors: [
        {
          message:
            "2 parameters have no `description` (`options.width` and `files[].path`): the model sees only their names. Add a `description` to each that says what the value means, its format and unit.",
          pointer: `${P}/options/properties/width`,
        },
      ],
    },
    { name: "an empty description", input: oneParam("q", { type: "string", description: "" }), errors: [{ message: bare("q") }] },
    { name: "a blank description", input: oneParam("q", { type: "string", description: "   " }), errors: [{ message: bare("q") }] },
    { name: "a non-string description", input: oneParam("q", { type: "string", description: 42 }), errors: [{ message: bare("q") }] },
    { name: "only a title", input: oneParam("q", { type: "string", title: "Query" }), errors: [{ message: bare("q") }] },
    {
      name: "properties of definitions used through $ref",
      input: withSchema({
        type: "object",
        properties: { item: { $ref: "#/$defs/Item", description: "The item to add." } },
        $defs: { Item: { type: "object", properties: { id: { type: "string" } } } },
      }),
      errors: [{ message: bare("$defs.Item.id"), pointer: "/tools/0/inputSchema/$defs/Item/properties/id" }],
    },
    {
      name: "email described only by its name",
      input: oneParam("email", { type: "string", description: "email parameter" }),
      errors: [{ message: restates("email", "email parameter") }],
    },
    {
      name: "query described only by its name",
      input: oneParam("query", { type: "string", description: "The query" }),
      errors: [{ message: restates("query", "The query") }],
    },
    {
      name: "userId described only by its name",
      input: oneParam("userId", { type: "string", description: "User ID." }),
      errors: [{ message: restates("userId", "User ID.") }],
    },
    {
      name: "file_path described only by its name",
      input: oneParam("file_path", { type: "string", description: "File path" }),
      errors: [{ message: restates("file_path", "File path") }],
    },
    {
      name: "undescribed and restating parameters of one tool, in one finding at the first",
      input: withSchema({
        type: "object",
        properties: {
          presentationId: { type: "string", description: "Presentation ID" },
          slides: { type: "array", items: { type: "object", properties: { title: { type: "string" }, layout: { type: "string" } } } },
          pageId: { type: "string", description: "Page ID" },
        },
      }),
      errors: [
        {
          message:
            '4 parameters say nothing beyond their names (`slides[].title` and `slides[].layout` have no `description`; `presentationId` ("Presentation ID") and `pageId` ("Page ID") only restate their names): say what each value means, its format and unit, and where to get it.',
          pointer: `${P}/presentationId`,
        },
      ],
    },
    {
      name: "a lone query on a tool that does not say it searches",
      input: oneParam("query", { type: "string" }, { name: "run", description: "Run a statement against the warehouse." }),
      errors: [{ message: bare("query") }],
    },
    {
      name: "a lone id of a thing nothing names",
      input: oneParam("agent_id", { type: "string" }, { name: "cleanup", description: "Clean up after a run." }),
      errors: [{ message: bare("agent_id") }],
    },
    {
      name: "an undescribed enum of numbers (1, 7, 30 say nothing of a `unit`)",
      input: oneParam("unit", { type: "integer", enum: [1, 7, 30] }),
      errors: [{ message: bare("unit") }],
    },
    {
      name: "a file's content described only by its name (its encoding is left to guess)",
      input: oneParam("content", { type: "string", description: "Content" }, { name: "create_file", description: "Create a file." }),
      errors: [{ message: restates("content", "Content") }],
    },
    {
      name: "a lone `id` on a tool that does not say what it is",
      input: oneParam("id", { type: "string" }, { name: "get-registry", description: "Returns a single container registry credential." }),
      errors: [{ message: bare("id") }],
    },
    {
      name: "a lone path (absolute or relative is left to guess)",
      input: oneParam("path", { type: "string" }, { name: "get_file_info", description: "Retrieve metadata about a file or directory." }),
      errors: [{ message: bare("path") }],
    },
    {
      name: "an obvious id beside another parameter",
      input: withSchema(
        { type: "object", properties: { agent_id: { type: "string" }, force: { type: "boolean", description: "Skip the confirmation." } } },
        { name: "agent_delete", description: "Delete an agent." },
      ),
      errors: [{ message: bare("agent_id") }],
    },
    {
      name: 'a generator\'s label before the name ("Workflow parameter: steps", "BRC field: customerId.")',
      input: oneParam("steps", { type: "integer", description: "Workflow parameter: steps" }),
      errors: [{ message: restates("steps", "Workflow parameter: steps") }],
    },
    {
      name: "a product's field label before the name",
      input: oneParam("customerId", { type: "string", description: "BRC field: customerId." }),
      errors: [{ message: restates("customerId", "BRC field: customerId.") }],
    },
    {
      name: "a name and its HTTP location, as OpenAPI generators write it",
      input: oneParam("agentId", { type: "string", description: "agentId (path param)" }),
      errors: [{ message: restates("agentId", "agentId (path param)") }],
    },
    {
      name: "an array of undescribed objects of several shapes",
      input: oneParam("nodes", {
        type: "array",
        items: {
          anyOf: [{ type: "object", properties: { nodeId: { type: "string", description: "Identifier of the node in the page." } } }, { type: "string" }],
        },
      }),
      errors: [{ message: bare("nodes") }],
    },
    {
      name: "an id described with the tool's namespace and its own name",
      input: withSchema(
        { type: "object", properties: { sessionId: { type: "string", description: "Browser session ID" } } },
        { name: "browser_get_console", description: "Get console messages from the browser." },
      ),
      errors: [{ message: restates("sessionId", "Browser session ID") }],
    },
    {
      name: "an optional session id beside the tool that starts sessions: what omitting it means is unsaid",
      input: {
        tools: [
          tool({ name: "gdb_start", description: "Start a new GDB session", inputSchema: { type: "object", properties: {} } }),
          tool({
            name: "gdb_next",
            description: "Step to the next source line.",
            inputSchema: { type: "object", properties: { sessionId: { type: "string", description: "GDB session ID" } } },
          }),
        ],
      },
      errors: [{ message: restates("sessionId", "GDB session ID"), pointer: "/tools/1/inputSchema/properties/sessionId" }],
    },
    {
      name: "a required session id of another kind than the list's starter starts",
      input: {
        tools: [
          tool({ name: "gdb_start", description: "Start a new GDB session", inputSchema: { type: "object", properties: {} } }),
          tool({
            name: "terminal_execute",
            description: "Step to the next source line.",
            inputSchema: { type: "object", properties: { sessionId: { type: "string", description: "Terminal session ID" } }, required: ["sessionId"] },
          }),
        ],
      },
      errors: [{ message: restates("sessionId", "Terminal session ID"), pointer: "/tools/1/inputSchema/properties/sessionId" }],
    },
    {
      name: "an array of numbers whose description restates the name",
      input: oneParam("units", { type: "array", description: "Units", items: { type: "integer", enum: [1, 7, 30] } }),
      errors: [{ message: restates("units", "Units") }],
    },
    {
      name: "a restated id of a thing the tool is not named for, though another tool lists them",
      input: {
        tools: [
          tool({
            name: "auto_resize_rows",
            inputSchema: {
              type: "object",
              properties: { spreadsheet_id: { type: "string", description: "Spreadsheet ID" }, rows: { type: "integer", description: "Rows to resize." } },
            },
          }),
          tool({ name: "list_spreadsheets", description: "List spreadsheets." }),
        ],
      },
      errors: [{ message: restates("spreadsheet_id", "Spreadsheet ID") }],
    },
    {
      name: "a restated id of the thing the tool is named for when no tool lists them",
      input: withSchema(
        {
          type: "object",
          properties: { form_id: { type: "string", description: "The form ID" }, email: { type: "string", description: "Subscriber's e-mail address." } },
        },
        { name: "add_subscriber_to_form" },
      ),
      errors: [{ message: restates("form_id", "The form ID") }],
    },
    {
      name: "a restating description on free text that is not a string",
      input: oneParam("notes", { type: "array", items: { type: "string" }, description: "Notes" }),
      errors: [{ message: restates("notes", "Notes") }],
    },
    {
      name: "broken schemas and hostile keys, without throwing",
      input: {
        tools: [
          tool({ inputSchema: { type: "object", properties: null } }),
          tool({
            name: "b",
            inputSchema: JSON.parse('{"type": "object", "properties": {"__proto__": {"type": "string"}, "constructor": {"description": "ok"}}}'),
          }),
          tool({ name: "c", inputSchema: { type: "object", properties: { x: { $ref: "#/nope" } } } }),
          tool({ name: "d", inputSchema: { type: "object", properties: { x: { $ref: "#/properties/x" } } } }),
          tool({ name: "e", inputSchema: "nonsense" }),
        ],
      },
      errors: [
        // The dangling and the self-referring `$ref` are schema-ref's to report: no target, so nothing to describe.
        { message: bare("__proto__"), pointer: "/tools/1/inputSchema/properties/__proto__" },
      ],
    },
    ...[
      "(required) Account to invite, as a numeric id.",
      "Required. Account to invite, as a numeric id.",
      "Account to invite, as a numeric id (required)",
      "Account to invite. Required.",
    ].map((description) => ({
      name: `a parameter its description calls required that is not in \`required\` (${JSON.stringify(description)})`,
      input: oneParam("userId", { type: "string", description }),
      errors: [{ message: notRequired("userId"), pointer: `${P}/userId` }],
    })),
    // redmine `list_issues`: meant as `patternProperties` for custom fields `cf_1`, …; the model saw a string parameter `additionalProperties`.
    {
      name: "the JSON Schema keyword `additionalProperties` written inside `properties`",
      input: withSchema({
        type: "object",
        properties: {
          project_id: { type: "string", description: "Project identifier or numeric id." },
          additionalProperties: { type: "string", pattern: "^cf_\\d+$" },
        },
      }),
      errors: [{ message: keyword("additionalProperties"), pointer: `${P}/additionalProperties` }],
    },
    {
      name: "a misplaced `propertyNames` beside an undescribed parameter: each reported once",
      input: withSchema({ type: "object", properties: { limit: { type: "integer" }, propertyNames: { pattern: "^[a-z]+$" } } }),
      errors: [
        { message: keyword("propertyNames"), pointer: `${P}/propertyNames` },
        { message: bare("limit"), pointer: `${P}/limit` },
      ],
    },
    // A tool that builds JSON Schemas: its object's fields are keyword names on purpose (vapi `function.parameters`).
    {
      name: "a keyword-named field of an object that itself describes a schema: a real parameter, reported as undescribed",
      input: oneParam("parameters", {
        type: "object",
        description: "The function's parameters, as a JSON Schema object.",
        properties: {
          type: { type: "string", description: "Always `object`." },
          properties: { type: "object", description: "Each parameter's schema, by name." },
          additionalProperties: { type: "boolean" },
        },
      }),
      errors: [{ message: bare("parameters.additionalProperties"), pointer: `${P}/parameters/properties/additionalProperties` }],
    },
    ...["{{userName}}", "${name}", "<name>"].map((name) => ({
      name: `the template placeholder ${name} used as a property name`,
      input: oneParam(name, { type: "string", description: "The user's display name." }),
      errors: [{ message: placeholder(name) }],
    })),
    {
      name: "the parameters a docstring-style tool description does not document",
      input: withSchema(
        { type: "object", properties: { symbol_list: { type: "string" }, market: { type: "string" }, limit: { type: "integer" } } },
        { description: "Get quotes for symbols.\n\nArgs:\n    symbol_list: comma-separated tickers\n    market (str): the exchange code\n" },
      ),
      errors: [{ message: bare("limit"), pointer: `${P}/limit` }],
    },
    ...(
      [
        ["path", "List a directory. If path is provided, lists that directory."],
        ["type", "List resources by type"],
        ["expression", "Evaluates the given expression"],
      ] as const
    ).map(([name, description]) => ({
      name: `a lone \`${name}\` whose format its tool's sentence leaves open (${JSON.stringify(description)})`,
      input: oneParam(name, { type: "string" }, { description }),
      errors: [{ message: bare(name), pointer: `${P}/${name}` }],
    })),
    {
      name: "a restated `<thing>_uuid` on a tool not named for the thing, beside a tool named by its plural",
      input: {
        tools: [
          tool({
            name: "trigger_build",
            inputSchema: {
              type: "object",
              properties: { pipeline_uuid: { type: "string", description: "Pipeline UUID" }, page: { type: "integer", description: "Page number, from 1." } },
            },
          }),
          tool({ name: "pipelines", description: "List pipelines for a repository." }),
        ],
      },
      errors: [{ message: restates("pipeline_uuid", "Pipeline UUID"), pointer: `${P}/pipeline_uuid` }],
    },
    {
      name: "nested fields whose container only shows its shape, beside a tool parameter of the same name",
      input: withSchema({
        type: "object",
        properties: {
          file_path: { type: "string", description: "File of the inline comment." },
          attachments: {
            type: "array",
            description: "Files to upload. Item: {file_path, alt_text}",
            items: { type: "object", properties: { file_path: { type: "string" } } },
          },
        },
      }),
      errors: [{ message: bare("attachments[].file_path"), pointer: `${P}/attachments/items/properties/file_path` }],
    },
  ],
});
