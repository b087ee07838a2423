/** Phrases by which a description tells the model when to use a tool, or when not to. */

/**
 * Each pattern is a fixed phrase with word boundaries and bounded alternations (no nested quantifiers), so
 * scanning stays linear in the length of the description.
 */
const GUIDANCE: readonly RegExp[] = [
  // "Use this tool when…", "Use it to…", "Use when…", "Use instead of…", "Use only for…"
  /\buse (?:this|it|when|whenever|for|if|before|after|instead|only|first|together|in combination)\b/i,
  /\b(?:do not|don't|never|avoid|not to) (?:use|call|invoke|proceed)\b/i,
  /\b(?:call|invoke|run|use) (?:this|it) (?:tool|function|when|first|before|after|if|to|only|for)\b/i,
  /\buse (?:the|this|that) \S{1,40} tool\b/i,
  /\b(?:useful|helpful|handy|ideal|best|perfect|suitable|suited|suits|intended|designed|meant|recommended|appropriate|great|good|essential|excellent) (?:for|when|if|to|in)\b/i,
  /\bwhen (?:you|the user|a user|users|user|the model|the assistant|the agent|an? agent|needed|necessary|asked|requested|working|dealing|looking)\b/i,
  /\bif (?:you|the user|a user|users|user|the model|the assistant)\b/i,
  /\b(?:before|after|instead of|rather than|prior to) (?:calling|using|running|invoking|making|doing|reading|writing|editing|trying)\b/i,
  /\binstead of\b/i,
  /\bbefore (?:use|using|call|calling|search|searching|reading|writing|running|invoking)\b/i,
  // "For articles about variants, use article_searcher": a bounded run without punctuation, then the advice.
  /\bfor [^.,;:]{1,60}, use\b/i,
  /\b(?:the )?first step\b/i,
  /\bprefer (?:this|it|using)\b|\bpreferred\b/i,
  /\b(?:first|then|must|should|always) (?:call|use|run|invoke)\b/i,
  /\bonly (?:use|call|works?|when|if|for|after|before)\b/i,
  /\b(?:should|can|may|must) (?:only )?be (?:used|called|invoked)\b/i,
  /\b(?:typically|usually|often|commonly|mainly|primarily|generally|mostly) (?:used|called|invoked)\b/i,
  /\b(?:is|are) used (?:when|whenever|if|before|after)\b/i,
  /\bnot (?:for|suitable|intended|meant|recommended|designed)\b/i,
  /\buse cases?\b|\bscenarios?:/i,
  /\bworks? (?:best|only)\b/i,
  /\brequired (?:first|before)\b|\bprerequisite\b/i,
  // "Use these values when building UI…": a short object between `use` and the condition.
  /\buse(?: [\w'-]{1,30}){1,3} (?:when|whenever|if|before|after|instead|rather)\b/i,
  // A sentence that opens with the condition: "When an issue identifier like ABC-123 is given, …".
  /(?:^|[.!?:]\s+|\n\s*)when\s/i,
  // A place in a workflow: "Step 2", "after calling search", "then call get_page", "requires the id from list_plans".
  /\bstep \d\b/i,
  /\b(?:after|before|once) (?:you )?(?:call|use|run|invoke)\b/i,
  /\bthen (?:call|use|run|invoke|pass)\b/i,
  /\b(?:[Rr]equires?|[Nn]eeds?)\b[^.;\n]{0,60}\b(?:from|returned by|obtained (?:from|via|with)|given by)\s+(?:the )?`?(?:[a-z]\w*?(?:[a-z0-9][_-][a-z0-9]|[a-z][A-Z])|\w+ (?:tool|call|endpoint)\b)/,
  // A comparison with other ways: "the most efficient way to…", "prefer …", "rather than …".
  /\bmost (?:efficient|effective|reliable|accurate|direct|appropriate|convenient) way\b/i,
  /\bprefer(?:red|able|ably)?\b|\brather than\b/i,
  // What the result feeds into: "will be used in subscription plans", "for use with `update_x`".
  /\b(?:will|can|could|may|to|is|are) (?:then |later )?be used (?:in|for|by|with|as|to)\b/i,
  /\bfor (?:later )?use (?:with|in|by|when)\b/i,
  /\bpass (?:it|this|them|the (?:result|output|returned \w+)) (?:to|into)\b/i,
  // French, Spanish, German: "Quand : …", "Plutôt que …", "À utiliser pour", "usar cuando", "en lugar de", "verwenden, wenn", "statt".
  /(?:^|\n)\s*quand\s*:|\bplut[ôo]t que\b|\b(?:à )?utilis(?:er|ez) (?:quand|lorsque|pour|si|avant|après)\b|\bau lieu de\b/i,
  /\b(?:usar|utilizar|[uú]salo|[uú]sala) (?:cuando|para|si|antes|después)\b|\ben lugar de\b/i,
  /\bverwenden,? wenn\b|\bnutzen,? wenn\b|\banstatt\b|\bstatt\b/i,
  // Chinese: 用于 (used for), 适用 (suitable), 时使用 (use when), 使用此/该 (use this), 当用户 (when the user),
  // 如果用户 (if the user), 请先 (first please), 之前调用/之后调用 (call before/after), 不要使用 (do not use).
  /用于|适用|时使用|使用此|使用该|当用户|如果用户|请先|先调用|之前调用|之后调用|不要使用|不要调用/,
];

/** True when the description says when (or when not) to use the tool. */
export function hasUsageGuidance(text: string): boolean {
  return GUIDANCE.some((pattern) => pattern.test(text));
}
