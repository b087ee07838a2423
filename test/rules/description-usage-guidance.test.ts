import { describe, expect, it } from "vitest";
import rule from "../../src/rules/description-usage-guidance.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

describe("description-usage-guidance", () => {
  it("flags a description that never says when to use the tool when a look-alike sits beside it, naming it", () => {
    const findings = lintRule(rule, {
      tools: [
        tool({ name: "fetch_html", description: "Fetch a website and return the content as HTML." }),
        tool({ name: "fetch_markdown", description: "Fetch a website and return the content as Markdown. Use this to read a page." }),
      ],
    });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "description-usage-guidance", pointer: "/tools/0/description", tool: "fetch_html" });
    expect(findings[0]!.message).toContain("choose between it and `fetch_markdown`");
  });

  // One description for every name: the names alone decide, and no name word is stated in one text only.
  const described = (name: string): ReturnType<typeof tool> => tool({ name, description: "Returns the records of the account, one page at a time." });
  it.each([
    [
      ["get-tickets", "get-interline-tickets"],
      ["get-tickets", "get-interline-tickets"],
    ],
    [
      ["list_constraints", "list_default_constraints", "drop_table"],
      ["list_constraints", "list_default_constraints"],
    ],
    [
      ["get_users", "get_project_users"],
      ["get_users", "get_project_users"],
    ],
  ])("flags the look-alikes among %j", (names, flagged) => {
    expect(lintRule(rule, names.map(described)).map((f) => f.tool)).toEqual(flagged);
  });

  it.each([
    [["get_user"]],
    // One item or the list, whatever the verb or number: the name says which.
    [["get_project", "list_projects", "get_projects"]],
    // Different verbs on one object, or different objects: nothing to choose between.
    [["list-collections", "create-collection", "drop-collection"]],
    [["copy_checklist", "copy_card", "get_checklist_items"]],
    // Two different narrowings of one noun are two things; two namespaces are two systems.
    [["create_commit_comment", "create_issue_comment"]],
    [["linkedin_get_company", "linkedin_search_jobs", "job104_get_company", "job104_search_jobs"]],
    // Verbs that `stem` counts as one (`show`, `fetch`) on no object are not a format pair.
    [["git_show", "git_fetch", "git_status"]],
    [["get_cards_by_list_id", "get_lists"]],
    // The single and the batch form of one tool: the number tells them apart.
    [["delete_node", "delete_multiple_nodes"]],
    [["remove_item", "batch_remove_items"]],
    [["ssh_disconnect", "ssh_disconnect_all"]],
    [["get_multiple_procedures", "get_all_procedures"]],
    // Different objects that share only a generic noun, and text found in a document, not documents.
    [["providerDetails", "functionDetails"]],
    [["get_module_metadata", "get_package_metadata"]],
    [["find_text_in_document", "list_available_documents", "get_paragraph_text_from_document"]],
  ])("leaves %j alone: no look-alike to choose between", (names) => {
    expect(lintRule(rule, names.map(described))).toEqual([]);
  });

  it.each([
    "Read a file. Use this tool when you need the contents of one file.",
    "Search the web. Use this for broad information gathering.",
    "Run a SQL query. Do not use it for writes; use `write_query` instead.",
    "Resolve a library ID. You MUST call this function before 'get-library-docs'.",
    "Renders a chart; best for comparing categories.",
    "List tasks. If the user asks what is left, call this.",
    "Fetch a trial. For specific sections only, use the specialized getter tools.",
    "当用户询问某趟具体列车的经停站时使用此接口。",
    "获取当前日期，主要用于解析用户提到的相对日期。",
    // Guidance phrased another way: a purpose clause, an opening "When …", a workflow step, a comparison, what
    // the result feeds into.
    "Get the theme. Use these values when building UI to ensure consistency.",
    "Get an issue. When an identifier such as ABC-123 is provided, look it up here.",
    "Execute a saved plan. Step 2 of the workflow, after the plan is approved.",
    "Read the page. Requires the page id returned by list_pages.",
    "Open the page; then call read_page with the handle.",
    "Fetch one document; the most efficient way to read a document when you know its id.",
    "Search issues by text rather than by project.",
    "Create a product that will be used in subscription plans.",
    "Upload a file and return a handle for use with attach_file.",
    // Other languages: French, Spanish, German.
    "Récupère les factures d'une société.\n\nQuand : pour ne charger que cette section.",
    "Récupère la fiche. Plutôt que `list_companies` si l'ID est connu.",
    "Obtiene el usuario activo. Usar cuando ya se conoce el ID.",
    "Liefert den aktiven Benutzer; verwenden, wenn die ID bekannt ist.",
  ])("leaves %j alone", (description) => {
    const twin = tool({ name: "get_user", description: "Get a user of the account, with its roles. Use this when you have the id." });
    expect(lintRule(rule, [tool({ name: "get_active_user", description }), twin])).toEqual([]);
    // The same pair without the guidance is flagged, so the sentence above is what keeps it quiet.
    expect(lintRule(rule, [tool({ name: "get_active_user", description: "Get a user of the account, with its roles." }), twin])).toHaveLength(1);
  });

  it.each([
    // The descriptions name different things: the text already settles the choice.
    [
      ["update-topic", "Update an existing topic in Resend. The default subscription cannot change after creation."],
      ["update-contact-topics", "Update topic subscriptions for a contact in Resend, by contact id or email."],
    ],
    [
      ["ebay_get_hazardous_materials_labels", "Get hazardous materials labels for a marketplace."],
      ["ebay_get_labels", "Get shipping labels for packages."],
    ],
    // The word that sets the names apart is in its own description only: "webhook", "current".
    [
      ["linear_rotateManagedOAuthApplicationSecret", "Rotate the client secret of a child app owned by the calling OAuth application."],
      ["linear_rotateManagedOAuthApplicationWebhookSecret", "Rotate the webhook signing secret of a child app owned by the calling OAuth application."],
    ],
    [
      ["get_current_stock_price", "Get the current stock price based on stock symbol."],
      ["get_stock_price_by_date", "Get the stock price for a given stock symbol on a specific date."],
    ],
    // After the area tag both texts read alike, and "application" is in the app tool's own text only.
    [
      ["get_variable_group", "[application delivery] Get a variable group"],
      ["get_app_variable_groups", "[application delivery] Get variable groups for an application"],
    ],
    // The look-alike's description names this tool; a deprecated look-alike; a CJK text read against English names.
    [
      ["list_sections", "Retrieve a list of the sections of the account."],
      ["list_all_sections", "Retrieve a list of the sections. Use list_sections for one notebook instead."],
    ],
    [
      ["list_segment_contacts", "Retrieve contacts of a segment. Deprecated."],
      ["list_profile_segment_contacts", "Retrieve contacts of a segment."],
    ],
    [
      ["get-tickets", "查询12306余票信息。"],
      ["get-interline-tickets", "查询12306中转余票信息。"],
    ],
    // A long description explains itself in ways a word count cannot read.
    [
      [
        "delete-calendar-event",
        "Removes the specified event from the containing calendar. If the event is a meeting, deleting the event on the organizer's calendar sends a cancellation message to the meeting attendees and frees the room.",
      ],
      ["delete-specific-calendar-event", "Delete a specific calendar event of the specified calendar, by calendar and event id."],
    ],
  ])("leaves the look-alike names %j alone: the descriptions already tell them apart", (a, b) => {
    const [first, second] = [a, b].map(([name, description]) => tool({ name, description }));
    expect(lintRule(rule, [first!, second!])).toEqual([]);
  });

  it("flags look-alikes whose descriptions say much the same, naming the look-alike", () => {
    const findings = lintRule(rule, [
      tool({ name: "getComments", description: "Get the comments for a story" }),
      tool({ name: "getStoryWithComments", description: "Get a story with its comments" }),
    ]);
    expect(findings.map((f) => f.tool)).toEqual(["getComments"]);
    expect(findings[0]!.message).toContain("rather than `getStoryWithComments`");
  });

  it("stays quiet on a description too short or too bare to judge: one finding elsewhere says what to add", () => {
    const twin = tool({ name: "get_city_weather", description: "Get the weather of a city. Use this for one city." });
    expect(lintRule(rule, [tool({ name: "get_weather", description: "Gets the weather." }), twin])).toEqual([]);
    expect(lintRule(rule, [tool({ name: "get_weather", description: "Get the current weather for a city, in degrees Celsius." }), twin])).toHaveLength(1);
  });

  it("leaves missing and empty descriptions to description-present", () => {
    expect(lintRule(rule, [tool({ description: "" }), tool({ description: null }), tool({ description: {} })])).toEqual([]);
  });
});
