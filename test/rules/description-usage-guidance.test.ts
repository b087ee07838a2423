import rule from "../../src/rules/description-usage-guidance.js";
import { type InvalidCase, ruleTester, tool, type ValidCase } from "../helpers/rule-tester.js";

/** The message for `name`, which does not say when to use it rather than its look-alike `other`. */
const unguided = (name: string, other: string): string =>
  `The description of \`${name}\` does not say when to use it rather than \`${other}\`; add a sentence such as "Use this when …; for … use \`${other}\` instead", so the model can choose between it and \`${other}\`.`;

// One description for every name: the names alone decide, and no name word is stated in one text only.
const sameText = (names: string[]) => names.map((name) => tool({ name, description: "Returns the records of the account, one page at a time." }));
const lookAlikes = (names: string[], errors: InvalidCase["errors"]): InvalidCase => ({
  name: `look-alikes among ${names.join(", ")}`,
  input: sameText(names),
  errors,
});
const noLookAlike = (names: string[]): ValidCase => ({ name: `no look-alike among ${names.join(", ")}`, input: sameText(names) });

// `get_active_user` beside a look-alike that says when to use it: its own guidance keeps it quiet
// (the same pair without it is flagged below).
const twin = tool({ name: "get_user", description: "Get a user of the account, with its roles. Use this when you have the id." });
const guided = (description: string): ValidCase => ({ name: description, input: [tool({ name: "get_active_user", description }), twin] });

/** Two look-alike names whose descriptions already tell them apart. */
const pair = (a: [string, string], b: [string, string]): ValidCase => ({
  name: `${a[0]} beside ${b[0]}`,
  input: [a, b].map(([name, description]) => tool({ name, description })),
});

ruleTester(rule).run({
  valid: [
    noLookAlike(["get_user"]),
    // One item or the list, whatever the verb or number: the name says which.
    noLookAlike(["get_project", "list_projects", "get_projects"]),
    // Different verbs on one object, or different objects: nothing to choose between.
    noLookAlike(["list-collections", "create-collection", "drop-collection"]),
    noLookAlike(["copy_checklist", "copy_card", "get_checklist_items"]),
    // Two different narrowings of one noun are two things; two namespaces are two systems.
    noLookAlike(["create_commit_comment", "create_issue_comment"]),
    noLookAlike(["linkedin_get_company", "linkedin_search_jobs", "job104_get_company", "job104_search_jobs"]),
    // Verbs that `stem` counts as one (`show`, `fetch`) on no object are not a format pair.
    noLookAlike(["git_show", "git_fetch", "git_status"]),
    noLookAlike(["get_cards_by_list_id", "get_lists"]),
    // The single and the batch form of one tool: the number tells them apart.
    noLookAlike(["delete_node", "delete_multiple_nodes"]),
    noLookAlike(["remove_item", "batch_remove_items"]),
    noLookAlike(["ssh_disconnect", "ssh_disconnect_all"]),
    noLookAlike(["get_multiple_procedures", "get_all_procedures"]),
    // Different objects that share only a generic noun, and text found in a document, not documents.
    noLookAlike(["providerDetails", "functionDetails"]),
    noLookAlike(["get_module_metadata", "get_package_metadata"]),
    noLookAlike(["find_text_in_document", "list_available_documents", "get_paragraph_text_from_document"]),
    // What a tool gets on or at a thing is not the thing: items on a board, the type at a symbol.
    noLookAlike(["get-items-on-board", "get-specific-board", "get-text-item"]),
    noLookAlike(["get_type_at_symbol", "get_symbols_in_scope"]),
    // One named item and the list, one property across many instances and all of one: the number tells them apart.
    noLookAlike(["get-specific-connector", "get-connectors"]),
    noLookAlike(["mass_get_property", "get_instance_properties"]),
    guided("Read a file. Use this tool when you need the contents of one file."),
    guided("Search the web. Use this for broad information gathering."),
    guided("Run a SQL query. Do not use it for writes; use `write_query` instead."),
    guided("Resolve a library ID. You MUST call this function before 'get-library-docs'."),
    guided("Renders a chart; best for comparing categories."),
    guided("List tasks. If the user asks what is left, call this."),
    guided("Fetch a trial. For specific sections only, use the specialized getter tools."),
    guided("当用户询问某趟具体列车的经停站时使用此接口。"),
    guided("获取当前日期，主要用于解析用户提到的相对日期。"),
    // Guidance phrased another way: a purpose clause, an opening "When …", a workflow step, a comparison, what
    // the result feeds into.
    guided("Get the theme. Use these values when building UI to ensure consistency."),
    guided("Get an issue. When an identifier such as ABC-123 is provided, look it up here."),
    guided("Execute a saved plan. Step 2 of the workflow, after the plan is approved."),
    guided("Read the page. Requires the page id returned by list_pages."),
    guided("Open the page; then call read_page with the handle."),
    guided("Fetch one document; the most efficient way to read a document when you know its id."),
    guided("Search issues by text rather than by project."),
    guided("Create a product that will be used in subscription plans."),
    guided("Upload a file and return a handle for use with attach_file."),
    // Other languages: French, Spanish, German.
    guided("Récupère les factures d'une société.\n\nQuand : pour ne charger que cette section."),
    guided("Récupère la fiche. Plutôt que `list_companies` si l'ID est connu."),
    guided("Obtiene el usuario activo. Usar cuando ya se conoce el ID."),
    guided("Liefert den aktiven Benutzer; verwenden, wenn die ID bekannt ist."),
    // The descriptions name different things: the text already settles the choice.
    pair(
      ["update-topic", "Update an existing topic in Resend. The default subscription cannot change after creation."],
      ["update-contact-topics", "Update topic subscriptions for a contact in Resend, by contact id or email."],
    ),
    pair(
      ["ebay_get_hazardous_materials_labels", "Get hazardous materials labels for a marketplace."],
      ["ebay_get_labels", "Get shipping labels for packages."],
    ),
    // The word that sets the names apart is in its own description only: "webhook", "current".
    pair(
      ["linear_rotateManagedOAuthApplicationSecret", "Rotate the client secret of a child app owned by the calling OAuth application."],
      ["linear_rotateManagedOAuthApplicationWebhookSecret", "Rotate the webhook signing secret of a child app owned by the calling OAuth application."],
    ),
    pair(
      ["get_current_stock_price", "Get the current stock price based on stock symbol."],
      ["get_stock_price_by_date", "Get the stock price for a given stock symbol on a specific date."],
    ),
    // After the area tag both texts read alike, and "application" is in the app tool's own text only.
    pair(
      ["get_variable_group", "[application delivery] Get a variable group"],
      ["get_app_variable_groups", "[application delivery] Get variable groups for an application"],
    ),
    // The look-alike's description names this tool; a deprecated look-alike; a CJK text read against English names.
    pair(
      ["list_sections", "Retrieve a list of the sections of the account."],
      ["list_all_sections", "Retrieve a list of the sections. Use list_sections for one notebook instead."],
    ),
    pair(["list_segment_contacts", "Retrieve contacts of a segment. Deprecated."], ["list_profile_segment_contacts", "Retrieve contacts of a segment."]),
    pair(["get-tickets", "查询12306余票信息。"], ["get-interline-tickets", "查询12306中转余票信息。"]),
    // A long description explains itself in ways a word count cannot read.
    pair(
      [
        "delete-calendar-event",
        "Removes the specified event from the containing calendar. If the event is a meeting, deleting the event on the organizer's calendar sends a cancellation message to the meeting attendees and frees the room.",
      ],
      ["delete-specific-calendar-event", "Delete a specific calendar event of the specified calendar, by calendar and event id."],
    ),
    // Too short or too bare to judge: one finding elsewhere says what to add.
    {
      name: "a description too short or too bare to judge",
      input: [
        tool({ name: "get_weather", description: "Gets the weather." }),
        tool({ name: "get_city_weather", description: "Get the weather of a city. Use this for one city." }),
      ],
    },
    // Look-alikes that ask for different kinds of value: the model picks by the one it holds (a selector or a text).
    {
      name: "look-alikes that take different kinds of value",
      input: [
        tool({
          name: "browser_click",
          description: "Click an element on the page of the browser.",
          inputSchema: { type: "object", properties: { selector: { type: "string" } }, required: ["selector"] },
        }),
        tool({
          name: "browser_click_text",
          description: "Click an element on the page of the browser.",
          inputSchema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
        }),
      ],
    },
    // notion `retrieve-bot-user` (no parameters) beside `retrieve-user` (a required `user_id`): the model holds an id or not.
    {
      name: "a look-alike that takes nothing beside one that requires a value",
      input: [
        tool({
          name: "retrieve-user",
          description: "Retrieve a user of the workspace and return the name and avatar.",
          inputSchema: { type: "object", properties: { user_id: { type: "string" } }, required: ["user_id"] },
        }),
        tool({
          name: "retrieve-bot-user",
          description: "Retrieve a user of the workspace and return the name and avatar.",
          inputSchema: { type: "object", properties: {} },
        }),
      ],
    },
    // Missing and empty descriptions are description-present's.
    { name: "missing and empty descriptions", input: [tool({ description: "" }), tool({ description: null }), tool({ description: {} })] },
  ],
  invalid: [
    {
      name: "a description that never says when to use the tool, beside a look-alike",
      input: {
        tools: [
          tool({ name: "fetch_html", description: "Fetch a website and return the content as HTML." }),
          tool({ name: "fetch_markdown", description: "Fetch a website and return the content as Markdown. Use this to read a page." }),
        ],
      },
      errors: [
        {
          message: unguided("fetch_html", "fetch_markdown"),
          pointer: "/tools/0/description",
          line: 5,
          column: 7,
          tool: "fetch_html",
        },
      ],
    },
    // Only optional parameters beside none: both can be called with nothing, so the choice stays open.
    {
      name: "a look-alike that takes nothing beside one whose parameters are all optional",
      input: [
        tool({
          name: "retrieve-user",
          description: "Retrieve a user of the workspace and return the name and avatar.",
          inputSchema: { type: "object", properties: { user_id: { type: "string" } } },
        }),
        tool({
          name: "retrieve-bot-user",
          description: "Retrieve a user of the workspace and return the name and avatar.",
          inputSchema: { type: "object", properties: {} },
        }),
      ],
      errors: [
        { message: unguided("retrieve-user", "retrieve-bot-user"), pointer: "/0/description" },
        { message: unguided("retrieve-bot-user", "retrieve-user"), pointer: "/1/description" },
      ],
    },
    // The same kind of value under two names (`storyId`, `id`: both ids) leaves the choice open.
    {
      name: "look-alikes that take the same kind of value under two names",
      input: [
        tool({
          name: "browser_click",
          description: "Click an element on the page of the browser.",
          inputSchema: { type: "object", properties: { elementId: { type: "string" } }, required: ["elementId"] },
        }),
        tool({
          name: "browser_click_text",
          description: "Click an element on the page of the browser.",
          inputSchema: { type: "object", properties: { id: { type: "string" }, timeout: { type: "number" } }, required: ["id"] },
        }),
      ],
      errors: [
        { message: unguided("browser_click", "browser_click_text"), pointer: "/0/description" },
        { message: unguided("browser_click_text", "browser_click"), pointer: "/1/description" },
      ],
    },
    lookAlikes(
      ["get-tickets", "get-interline-tickets"],
      [
        {
          message: unguided("get-tickets", "get-interline-tickets"),
          pointer: "/0/description",
        },
        {
          message: unguided("get-interline-tickets", "get-tickets"),
          pointer: "/1/description",
        },
      ],
    ),
    lookAlikes(
      ["list_constraints", "list_default_constraints", "drop_table"],
      [
        {
          message: unguided("list_constraints", "list_default_constraints"),
          pointer: "/0/description",
        },
        {
          message: unguided("list_default_constraints", "list_constraints"),
          pointer: "/1/description",
        },
      ],
    ),
    // A generic item and one of a kind, in no place: which one deletes a text item?
    lookAlikes(
      ["delete-item", "delete-text-item"],
      [
        { message: unguided("delete-item", "delete-text-item"), pointer: "/0/description" },
        { message: unguided("delete-text-item", "delete-item"), pointer: "/1/description" },
      ],
    ),
    lookAlikes(
      ["get_users", "get_project_users"],
      [
        {
          message: unguided("get_users", "get_project_users"),
          pointer: "/0/description",
        },
        {
          message: unguided("get_project_users", "get_users"),
          pointer: "/1/description",
        },
      ],
    ),
    {
      name: "the guided pairs without the guidance",
      input: [tool({ name: "get_active_user", description: "Get a user of the account, with its roles." }), twin],
      errors: [
        {
          message: unguided("get_active_user", "get_user"),
          pointer: "/0/description",
        },
      ],
    },
    {
      name: "look-alikes whose descriptions say much the same",
      input: [
        tool({ name: "getComments", description: "Get the comments for a story" }),
        tool({ name: "getStoryWithComments", description: "Get a story with its comments" }),
      ],
      errors: [
        {
          message: unguided("getComments", "getStoryWithComments"),
          pointer: "/0/description",
        },
      ],
    },
    {
      name: "a description long enough to judge",
      input: [
        tool({ name: "get_weather", description: "Get the current weather for a city, in degrees Celsius." }),
        tool({ name: "get_city_weather", description: "Get the weather of a city. Use this for one city." }),
      ],
      errors: [
        {
          message: unguided("get_weather", "get_city_weather"),
          pointer: "/0/description",
        },
      ],
    },
  ],
});
