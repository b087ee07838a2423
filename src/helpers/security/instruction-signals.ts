/**
 * What `hidden-instructions` looks for in one string of a definition, matched against its
 * normalised form (see normalize.ts: one space between words, no line breaks).
 *
 * Hard signals say on their own that text is aimed at the model rather than describing the tool
 * (pseudo-tags, override and concealment phrases, sensitive paths, orders about every other tool).
 * Soft signals are words an honest description may use ("IMPORTANT", "malware", "eval(") and only
 * count when several different ones meet in one string.
 *
 * Every pattern is global and case-insensitive, starts at a literal word or a run start, and has
 * only bounded gaps and bounded repetitions, so a scan stays linear on hostile input.
 */
import { NOT_ADVICE } from "./advice.js";

/**
 * "… before answering any question about delivery status": a question about the server's own
 * subject scopes the order to it, so it is no order about the session. Shared by the rule's
 * line-jumping pattern and the poisoning scorer's line-jumping feature.
 */
export const SCOPED_QUESTION = String.raw`(?! (?:any |a |the |all )?(?:questions?|queries|requests?) (?:about|on|regarding|concerning|related to|for|involving)\b)`;

export type Strength = "hard" | "soft";

export interface InstructionSignal {
  readonly id: string;
  readonly strength: Strength;
  /** How a message names what was found. */
  readonly label: string;
  readonly pattern: RegExp;
  /**
   * Words every match of `pattern` holds, in groups that must all be found (token-anchors.ts);
   * a string without them is not matched at all. A test checks each pattern against them.
   */
  readonly anchors: readonly (readonly string[])[];
  /**
   * Anchors (token-anchors.ts) one of which every match starts with, at its first character, so
   * the pattern is tried only there; absent when a match can start anywhere.
   */
  readonly starts?: readonly string[];
  /** Each must match in the CONTEXT_WINDOW characters before a hit for it to count. */
  readonly before?: readonly RegExp[];
  /** Each must match in the CONTEXT_WINDOW characters after a hit for it to count. */
  readonly after?: readonly RegExp[];
  /** A hit does not count when this matches just before it ("scans for malware"). */
  readonly unlessBefore?: RegExp;
  /**
   * A hit does not count when this matches in the CONTEXT_WINDOW characters on either side: text
   * that refuses or guards what it names ("paths such as ~/.ssh are rejected").
   */
  readonly unlessAround?: RegExp;
  /**
   * The signal names something an honest definition may also name (a path, an address), so a hit
   * is a warning, never an error.
   */
  readonly uncertain?: boolean;
  /** How a message quotes a hit: the match, the whole path it sits in, or the words leading up to it. */
  readonly quote?: "match" | "path" | "lead-in";
}

/** How far `before` and `after` conditions look around a hit. */
export const CONTEXT_WINDOW = 120;

/** Words before a threat noun that make it the thing a tool finds or stops, not what it does. */
const DEFENSIVE =
  /\b(?:detect|scan|check|block|prevent|protect|remov|analy[sz]|identif|flag|report|against|classif|quarantin|inspect|monitor|find|hunt|triag)\w{0,8}(?: \S{1,20}){0,6} ?$/i;

/** Words around a sensitive name that say the tool refuses or guards it rather than reads it. */
const REFUSED =
  /\b(?:reject|refus|den(?:y|ies|ied)|block|forbid|disallow|not (?:be )?(?:allowed|permitted|accessible|read)|cannot (?:be )?(?:read|access)|prohibit|exclud|protect|restrict|outside (?:the )?allowed|never (?:read|access|touch|expos|return|leav)|masked|redact)\w{0,6}/i;

const USER = String.raw`(?:the |your |any )?(?:users?|humans?|operators?|customers?|person)\b(?!')`;
/** The words a concealment order opens on: a negation, `hide`, `keep` (anchors of its fast scan, and where a match may start). */
const CONCEALMENT_OPENERS = ["do", "don", "dont", "never", "must", "should", "no", "without", "avoid", "hide", "keep", "kept"];

const NEGATION = String.raw`\b(?:do not|don't|dont|never|must not|should not|shouldn't|no need to|without|avoid)`;

export const INSTRUCTION_SIGNALS: readonly InstructionSignal[] = [
  {
    id: "pseudo-tag",
    anchors: [["<"]],
    starts: ["<"],
    strength: "hard",
    label: "pseudo-tag",
    pattern:
      /<\s?\/?\s?(?:important|system|system[_ -]?(?:prompt|message|instructions?)|instructions?|hidden[_ -]?instructions?|secret|hidden|admin|override|jailbreak|assistant|critical|(?:ai|model|llm|agent)[_ -]?(?:instructions?|only|note))(?:\s[^<>]{0,40})?\s?>/gi,
  },
  {
    id: "chat-token",
    anchors: [
      ["[", "<"],
      ["|", "system", "inst", "sys"],
    ],
    starts: ["[", "<"],
    strength: "hard",
    label: "chat-template token",
    pattern: /\[\/?(?:system|inst)\]|<<\/?sys>>|<\|(?:im_start|im_end|system|assistant|user|endoftext|begin_of_text|start_header_id|end_header_id|eot_id)\|>/gi,
  },
  {
    id: "script-markup",
    anchors: [["script"]],
    starts: ["<"],
    strength: "hard",
    label: "script markup",
    pattern: /<script\b[^<>]{0,200}>/gi,
    after: [/<\/script\s?>/i],
  },
  {
    id: "override",
    anchors: [
      ["ignore", "disregard", "forget", "override", "aside"],
      [
        "previous",
        "prior",
        "above",
        "preceding",
        "earlier",
        "former",
        "original",
        "initial",
        "existing",
        "other",
        "system",
        "safety",
        "security",
        "developer",
        "default",
        "old",
        "current",
        "everything",
        "anything",
        "all",
      ],
      [
        "instruction",
        "rules",
        "directive",
        "prompt",
        "guidelines",
        "guidance",
        "constraints",
        "restrictions",
        "polic",
        "message",
        "commands",
        "context",
        "guardrails",
        "safeguards",
        "programming",
        "training",
        "above",
        "before",
        "previously",
        "told",
      ],
    ],
    starts: ["ignore", "disregard", "forget", "override", "set"],
    strength: "hard",
    label: "instruction override",
    pattern:
      /\b(?:ignore|disregard|forget|override|set aside) (?:(?:all|any|each|every|of|the|your|my|these|those|its|their) ){0,3}(?:previous|prior|above|preceding|earlier|former|original|initial|existing|other|system|safety|security|developer|default|old|current)(?: [\w-]{1,20}){0,2} (?:instructions?|rules|directives?|prompts?|guidelines|guidance|constraints|restrictions|polic(?:y|ies)|messages?|commands|context|guardrails|safeguards|programming|training)\b|\b(?:ignore|disregard|forget) (?:everything|anything|all) (?:(?:that|you|else) ){0,2}(?:above|before|previously|you (?:were|have been) told)\b/gi,
  },
  {
    id: "prompt-leak",
    anchors: [
      ["system", "initial", "hidden", "developer"],
      ["prompt", "message", "instructions"],
      ["reveal", "print", "output", "show", "repeat", "leak", "disclose", "dump", "return"],
    ],
    starts: ["reveal", "print", "output", "show", "repeat", "leak", "disclose", "dump", "return"],
    strength: "hard",
    label: "request for the system prompt",
    pattern:
      /\b(?:reveal|print|output|show|repeat|leak|disclose|dump|return) (?:me )?(?:(?:the|your|its|all|full|entire|hidden|original|initial) ){0,3}(?:system prompt|system message|system instructions|initial instructions|hidden instructions|developer message)\b/gi,
  },
  {
    id: "role-change",
    anchors: [
      ["now", "new"],
      ["you", "from", "instruction"],
      ["mode", "assistant", "ai", "model", "agent", "dan", "jailbroken", "unrestricted", "unfiltered", "admin", "root", "on", ":"],
    ],
    starts: ["you", "from", "new"],
    strength: "hard",
    label: "role or rule change",
    pattern:
      /\byou are now (?:(?:a|an|in|the) )?(?:[\w-]{1,20} ){0,2}(?:mode|assistant|ai|model|agent|dan|jailbroken|unrestricted|unfiltered|admin|administrator|root)\b|\bfrom now on,? (?:you|the assistant|the model) (?:must|will|should|shall|are|have to)\b|\bnew (?:system )?instructions?:/gi,
  },
  {
    id: "concealment",
    anchors: [
      // What each form starts from: a negation, `hide`, `keep`, a secret, an adverb of stealth.
      [...CONCEALMENT_OPENERS, "secret", "hidden", "covert", "confidential", "silently", "quietly", "discreetly", "invisibly"],
      // Its verb, or what is secret.
      [
        "tell",
        "inform",
        "notify",
        "alert",
        "let",
        "letting",
        "mention",
        "reveal",
        "disclos",
        "say",
        "saying",
        "explain",
        "volunteer",
        "volunteering",
        "surface",
        "hide",
        "keep",
        "kept",
        "operation",
        "instruction",
        "task",
        "step",
        "action",
        "requirement",
        "secretly",
        "silently",
        "covertly",
        "quietly",
        "discreetly",
        "invisibly",
      ],
      // Whom it is kept from, or how secret it is.
      ["user", "human", "operator", "customer", "person", "secret", "hidden", "us", "covert", "confidential", "silently", "quietly", "discreetly", "invisibly"],
    ],
    starts: [...CONCEALMENT_OPENERS, "this", "secretly", "silently", "covertly", "quietly", "discreetly", "invisibly"],
    strength: "hard",
    // "Don't bother telling the user the IDs unless they ask": how to present data, not a secret.
    unlessAround: /\bunless (?:they|the user) (?:asks?|requests?|wants?)\b|\bunless (?:asked|requested)\b/i,
    label: "concealment from the user",
    pattern: new RegExp(
      [
        // "Do not tell the user to disable X": advice the model should not give (advice.ts).
        String.raw`${NEGATION} (?:[\w'-]{1,15} ){0,2}?(?:tell|telling|inform|informing|notify|notifying|alert|alerting) ${USER}${NOT_ADVICE}`,
        String.raw`${NEGATION} (?:[\w'-]{1,15} ){0,2}?(?:let|letting) ${USER} (?:know|see|notice|find out)\b`,
        String.raw`${NEGATION} (?:[\w'-]{1,15} ){0,2}?(?:mention|mentioning|reveal|revealing|disclose|disclosing|say|saying|explain|explaining|volunteer|volunteering|surface) (?:this|that|it|these|anything|any of (?:this|that|it)|the (?:above|following|instructions?|fact|side effects?|steps?|operation|prefix))\b.{0,40}?\bto ${USER}`,
        String.raw`\bhide (?:this|it|that|these|them|the [\w-]{1,20}) from ${USER}`,
        String.raw`\b(?:keep|kept) (?:this|it|that|these) (?:a )?(?:secret|hidden|between us)\b`,
        String.raw`\bthis is a (?:secret|hidden|covert|confidential) (?:operation|instruction|task|step|action|requirement)\b`,
        String.raw`\b(?:secretly|silently|covertly|quietly|discreetly|invisibly) (?:also )?(?:send|forward|copy|upload|transmit|read|collect|e-?mail|bcc|cc|post|exfiltrate|share)\b`,
      ].join("|"),
      "gi",
    ),
  },
  {
    id: "sensitive-path",
    anchors: [
      [
        "ssh",
        "rsa",
        "dsa",
        "ecdsa",
        "ed25519",
        "passwd",
        "shadow",
        "sudoers",
        "credentials",
        "netrc",
        "pgpass",
        "docker",
        "kube",
        "gnupg",
        "gcloud",
        "wallet",
        "keychain",
      ],
    ],
    starts: [".", "/", "id", "application", "wallet", "login"],
    strength: "hard",
    uncertain: true,
    unlessAround: REFUSED,
    label: "sensitive path",
    quote: "path",
    pattern:
      /(?<![\w.-])\.ssh(?![\w-])(?![\w/.<>-]{0,40}\.pub\b)|\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub\b)|\/etc\/(?:passwd|shadow|sudoers|master\.passwd)\b|\.aws\/credentials\b|(?<![\w.-])\.(?:git-credentials|netrc|pgpass)\b|\.docker\/config\.json\b|\.kube\/config\b|(?<![\w.-])\.gnupg\b|\.config\/gcloud\b|\bapplication_default_credentials\.json\b|\bwallet\.dat\b|\blogin\.keychain\b/gi,
  },
  {
    // Files an honest tool may name (`.env`, a client's `mcp.json`): only when read and passed on.
    id: "credential-file",
    anchors: [
      ["env", "mcp", "claude", "npmrc", "pypirc", "bash", "zsh", "credentials", "secret", "cookies"],
      ["env", "json", "npmrc", "pypirc", "history", "yml", "yaml", "toml", "sqlite"],
    ],
    starts: [".", "mcp", "claude", "credentials", "secret", "cookies"],
    strength: "hard",
    uncertain: true,
    unlessAround: REFUSED,
    label: "credential file read and passed on",
    quote: "path",
    pattern:
      /(?<![\w.-])\.env(?:\.[\w-]{1,20})?(?![\w-])|\bmcp\.json\b|\bclaude_desktop_config\.json\b|(?<![\w.-])\.(?:npmrc|pypirc|bash_history|zsh_history)\b|\bcredentials\.json\b|\bsecrets?\.(?:json|ya?ml|toml|env)\b|\bcookies\.sqlite\b/gi,
    before: [/\b(?:read|reads|reading|cat|open|opens|load|dump|print|access|grab|collect|steal|contents? of)\b/i],
    after: [/\b(?:pass|send|include|put|insert|attach|append|upload|post|forward|share|provide)\b/i],
  },
  {
    id: "read-and-pass",
    anchors: [
      ["read"],
      ["and"],
      ["pass", "send", "include", "put", "puts", "putes", "insert", "append", "attach", "copy", "embed", "provide", "upload", "post", "forward"],
      ["content", "data", "text", "output"],
    ],
    starts: ["read"],
    strength: "hard",
    uncertain: true,
    label: "exfiltration",
    pattern:
      /\bread(?:s|ing)? .{0,80}?\band (?:then )?(?:pass|send|include|put|insert|append|attach|copy|embed|provide|upload|post|forward)(?:es|s)? (?:(?:its|their|the|this|that|all|full|entire|whole|file's|file) ){1,3}(?:contents?|data|text|output)\b/gi,
  },
  {
    // A fixed e-mail address the model is told to copy the user's data to.
    id: "fixed-recipient",
    anchors: [["@"]],
    strength: "hard",
    uncertain: true,
    label: "copy to a fixed address",
    quote: "lead-in",
    // Documentation's stand-in domains (sender@example.com in a request body) are nobody's mailbox.
    pattern:
      /(?<![\w.+-])[\w.+-]{1,64}@(?!(?:example|domain|yourdomain|company|mycompany|email|test|contoso|acme)\.)[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8}\b/gi,
    before: [
      /\b(?:also|always|additionally|secretly|silently|quietly|copy|loop|redirect|override|instead|every|all)\b/i,
      /\b(?:send|sends|sent|forward|forwards|cc|bcc|copy|e-?mail|mail|notify|let|loop|report|share|upload|post|deliver|redirect|override)\b/i,
    ],
  },
  {
    id: "line-jumping",
    anchors: [
      ["before", "always", "must", "command"],
      ["tool", "function", "command", "action"],
      ["any", "all", "every", "each", "asking", "answering", "responding", "replying", "providing", "doing", "saying", "talking"],
    ],
    starts: ["before", "always", "must", "all", "every", "each", "any"],
    strength: "hard",
    // Vendors write "call this tool first" too: an order, not proof of an attack. "Before answering
    // any question about delivery status" is scoped to the tool's own subject: not an order.
    uncertain: true,
    label: "order to run before everything else",
    pattern: new RegExp(
      String.raw`\bbefore (?:(?:using|calling|invoking|running|executing|you use|you call) ){0,2}(?:any|all|every) (?:other )?(?:tools?|functions?|commands?|actions?)\b|\b(?:always|must) (?:[\w-]{1,15} ){0,2}(?:this|the) (?:tool|function)\b.{0,40}\b(?:first|before) (?:asking|answering|responding|replying|providing|doing anything|saying anything|talking)\b${SCOPED_QUESTION}|\b(?:all|every|each|any) (?:other )?(?:shell |terminal |bash )?commands? (?:must|should|need to|have to|shall) (?:always )?(?:include|start with|begin with|be prefixed|prepend)\b`,
      "gi",
    ),
  },
  // Soft signals: each alone is ordinary; two different ones in one string read as an attack.
  {
    id: "emphasis",
    anchors: [["important", "critical", "urgent", "mandatory", "attention"]],
    starts: ["important", "critical", "urgent", "mandatory", "attention"],
    strength: "soft",
    label: "shouted emphasis",
    pattern: /\b(?:IMPORTANT|CRITICAL|URGENT|MANDATORY|ATTENTION)\b/g,
  },
  {
    id: "stealth",
    anchors: [["secretly", "stealth", "covert", "undetected", "unnoticed"]],
    starts: ["secretly", "stealth", "covert", "undetected", "unnoticed"],
    strength: "soft",
    label: "stealth",
    pattern: /\b(?:secretly|stealth(?:y|ily)?|covert(?:ly)?|undetected|unnoticed)\b/gi,
  },
  {
    id: "exfiltrate",
    anchors: [["exfiltrat"]],
    starts: ["exfiltrat"],
    strength: "soft",
    unlessBefore: DEFENSIVE,
    label: "exfiltration",
    pattern: /\bexfiltrat\w{0,6}/gi,
  },
  {
    id: "theft",
    anchors: [["steal", "stolen", "theft"]],
    starts: ["steal", "stolen", "theft"],
    strength: "soft",
    unlessBefore: DEFENSIVE,
    label: "theft",
    pattern: /\b(?:steal(?:s|ing)?|stolen|theft)\b/gi,
  },
  {
    id: "harvest",
    anchors: [["harvest", "phish"]],
    starts: ["harvest", "phish"],
    strength: "soft",
    unlessBefore: DEFENSIVE,
    label: "credential harvesting",
    pattern: /\b(?:harvest(?:s|ing)?|phish(?:es|ing)?)\b/gi,
  },
  {
    id: "malware",
    anchors: [["malware", "ransomware", "spyware", "keylogg", "backdoor", "rootkit", "botnet"]],
    starts: ["malware", "ransomware", "spyware", "keylogg", "backdoor", "rootkit", "botnet"],
    strength: "soft",
    unlessBefore: DEFENSIVE,
    label: "malware",
    pattern: /\b(?:malware|ransomware|spyware|keylogg\w{0,4}|backdoors?|rootkits?|botnets?)\b/gi,
  },
  {
    id: "evasion",
    anchors: [["bypass", "evade", "evading", "avoid", "hide", "cover"]],
    starts: ["bypass", "evade", "evading", "avoid", "hide", "cover"],
    strength: "soft",
    label: "evasion",
    pattern:
      /\bbypass(?:es|ing)? (?:(?:the|any|all) )?(?:security|safety|authentication|restrictions|protections|filters|guardrails|detection|antivirus)\b|\b(?:evade|evading|avoid) detection\b|\bhide (?:[\w-]{1,20} ){0,2}(?:activit(?:y|ies)|traces|tracks) from\b|\bcover (?:your|their|its) tracks\b/gi,
  },
  {
    id: "privilege",
    anchors: [
      ["privilege", "escalate", "unauthorized", "persistent", "full", "unrestricted"],
      ["escalation", "privileges", "access"],
    ],
    starts: ["privilege", "escalate", "unauthorized", "persistent", "full", "unrestricted"],
    strength: "soft",
    label: "privilege abuse",
    pattern: /\b(?:privilege escalation|escalate privileges|unauthorized access|persistent access|full privileges|unrestricted (?:shell )?access)\b/gi,
  },
  {
    id: "social-engineering",
    anchors: [["social", "impersonat", "manipulat", "fake"]],
    starts: ["social", "impersonat", "manipulat", "fake"],
    strength: "soft",
    label: "social engineering",
    pattern: /\b(?:social engineering|impersonat\w{1,6}|manipulat\w{1,6} (?:the )?users?|fake (?:login|authentication) (?:prompts?|pages?))\b/gi,
  },
  {
    id: "code-eval",
    anchors: [["eval", "exec", "import"], ["("]],
    starts: ["eval", "exec", "_"],
    strength: "soft",
    label: "code-evaluation payload",
    pattern: /\b(?:eval|exec|__import__) ?\(/gi,
  },
  {
    id: "shell-call",
    anchors: [["os", "subprocess", "child"], ["("]],
    starts: ["os", "subprocess", "child"],
    strength: "soft",
    label: "shell-call payload",
    pattern: /\b(?:os\.system|os\.popen|subprocess\.(?:run|call|popen|check_output|check_call)|child_process\.exec\w{0,4}) ?\(/gi,
  },
  {
    id: "shell-payload",
    anchors: [["rm", "curl", "wget", "chmod", "tcp", "nc"]],
    starts: ["rm", "curl", "wget", "chmod", "/", "nc"],
    strength: "soft",
    label: "destructive shell payload",
    pattern: /\brm -rf (?:\/|~)|\b(?:curl|wget)\b[^|]{0,100}\| ?(?:ba|z)?sh\b|\bchmod -R 0?[0-7]{3}\b|\/dev\/tcp\/|\bnc (?:-\w{1,3} ){0,3}-e\b/gi,
  },
];

/** Distinct soft signals one string needs before they are reported. */
export const SOFT_THRESHOLD = 2;
