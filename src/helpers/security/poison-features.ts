import { lazy } from "../../core/util/lazy.js";
import { hasCjk } from "../../core/util/scripts.js";
import { NOT_ADVICE } from "./advice.js";
import { decodeTagRun, isTagCharacter } from "./hidden-text.js";
import { type ClassFeatures, classFeatures, classOf, ownJob, TOOL_MARK, topicOf } from "./poison-concepts.js";
import { SCOPED_QUESTION } from "./instruction-signals.js";
import { PatternScreen } from "./pattern-screen.js";
import { namesSubject } from "./subject.js";

/**
 * Features of one tool definition for the poisoning scorer (poison-model.ts): hashed words and
 * word pairs of its text, plus named signals that carry over to wording nobody wrote down yet
 * (the text addresses the model, orders about other tools, concealment, payloads that only read
 * after decoding, parameters no caller needs). The training script (scripts/train-poisoning.ts)
 * and the rule use this same code, so what is learnt is what is scored.
 *
 * Everything is bounded: a tool's text is cut at MAX_TEXT characters, at most MAX_PARAMS
 * parameters are read, and every pattern is linear.
 */

export interface ToolText {
  readonly name: string;
  /** Title and description, the tool's own prose. */
  readonly description: string;
  readonly params: readonly ParamText[];
}

export interface ParamText {
  readonly name: string;
  readonly description: string;
}

/** One named signal that fired, with where (in which text) and what it quotes. */
export interface SignalFired {
  readonly id: string;
  readonly value: number;
  /** The text the quote comes from: "description", a parameter's name, or "decoded". */
  readonly where: string;
  readonly quote: string;
}

export interface ToolFeatures {
  /** Hashed buckets (may repeat) of the words and word pairs. */
  readonly buckets: readonly number[];
  readonly signals: readonly SignalFired[];
}

const MAX_TEXT = 10_000;
const MAX_PARAMS = 64;
const MAX_DEPTH = 4;
export const HASH_BITS = 15;

function str(value: unknown): string {
  return typeof value === "string" ? value.slice(0, MAX_TEXT) : "";
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Up to 16 string values (each cut at MAX_TEXT) of an object and its objects and arrays, `depth` levels down. */
function stringsIn(value: unknown, depth: number, out: string[] = []): string[] {
  if (out.length >= 16) return out;
  if (typeof value === "string") {
    if (value !== "") out.push(str(value));
  } else if (depth > 0 && (Array.isArray(value) || isObject(value))) {
    for (const v of (Array.isArray(value) ? value : Object.values(value)).slice(0, 16)) stringsIn(v, depth - 1, out);
  }
  return out;
}

/**
 * The last few definitions read and their texts: a rule asks of one tool several times while it
 * visits it (whether it screens for attacks, then its score), never again after. Not a map keyed by
 * every definition: that kept a text per tool alive until the report (110 MB at 100,000 tools).
 */
const RECENT = 4;
const recentValues: object[] = [];
const recentTexts: ToolText[] = [];
let recentNext = 0;
/** The parts of a raw definition the scorer reads (never throws on odd shapes); read once while a tool is visited. */
export function toolTextOf(value: unknown): ToolText {
  if (!isObject(value)) return { name: "", description: "", params: [] };
  const at = recentValues.indexOf(value);
  if (at >= 0) return recentTexts[at]!;
  const text = readToolText(value);
  recentValues[recentNext] = value;
  recentTexts[recentNext] = text;
  recentNext = (recentNext + 1) % RECENT;
  return text;
}

function readToolText(value: Record<string, unknown>): ToolText {
  const params: ParamText[] = [];
  const visit = (schema: unknown, depth: number): void => {
    if (!isObject(schema) || depth > MAX_DEPTH) return;
    const props = schema.properties;
    if (isObject(props)) {
      for (const [key, sub] of Object.entries(props)) {
        if (params.length >= MAX_PARAMS) return;
        const s = isObject(sub) ? sub : {};
        // Enum values and examples long enough to be sentences carry orders as well as descriptions do.
        const enumText = Array.isArray(s.enum)
          ? s.enum
              .slice(0, 32)
              .filter((v): v is string => typeof v === "string" && v.length >= 20)
              .map(str)
          : [];
        const exampleText = Array.isArray(s.examples)
          ? s.examples
              .slice(0, 8)
              .filter((v): v is string => typeof v === "string" && v.length >= 20)
              .map(str)
          : [];
        const extra = [
          str(s.title),
          str(s.description),
          typeof s.default === "string" ? str(s.default) : "",
          typeof s.const === "string" ? str(s.const) : "",
          ...enumText,
          ...exampleText,
        ].filter((t) => t !== "");
        params.push({ name: key.slice(0, 200), description: extra.join(" ") });
        visit(s, depth + 1);
        if (isObject(s.items)) visit(s.items, depth + 1);
      }
    }
    // Alternatives and definitions hold parameters as well.
    for (const k of ["anyOf", "oneOf", "allOf"]) if (Array.isArray(schema[k])) for (const sub of (schema[k] as unknown[]).slice(0, 8)) visit(sub, depth + 1);
    for (const k of ["$defs", "definitions"]) if (isObject(schema[k])) for (const sub of Object.values(schema[k]).slice(0, 16)) visit(sub, depth + 1);
  };
  visit(value.inputSchema, 0);
  // Annotations and `_meta` are read by clients and models too: their strings (a few levels
  // down, a bounded number) count as the tool's prose.
  const annotations = isObject(value.annotations) ? stringsIn(value.annotations, 2).join("\n") : "";
  const meta = isObject(value._meta) ? stringsIn(value._meta, 3) : [];
  // The schemas' own titles and descriptions, and the output's, are read by the model too.
  const schemaProse = (schema: unknown, out: string[], depth: number): string[] => {
    if (!isObject(schema) || depth > MAX_DEPTH || out.length >= 16) return out;
    for (const k of ["title", "description"]) if (typeof schema[k] === "string" && schema[k] !== "") out.push(str(schema[k]));
    if (isObject(schema.properties)) for (const sub of Object.values(schema.properties).slice(0, 32)) schemaProse(sub, out, depth + 1);
    if (isObject(schema.items)) schemaProse(schema.items, out, depth + 1);
    return out;
  };
  const input = isObject(value.inputSchema) ? [str(value.inputSchema.title), str(value.inputSchema.description)] : [];
  const output = schemaProse(value.outputSchema, [], 0);
  const description = [str(value.title), annotations, str(value.description), ...meta, ...input, ...output].filter((t) => t !== "").join("\n");
  return { name: str(value.name).slice(0, 200), description, params };
}

// ---------------------------------------------------------------------------------------------
// Normalisation: what a model reads, not what a person sees.

/** Latin look-alikes from Cyrillic and Greek, folded so `ignоre` (Cyrillic о) reads `ignore`. */
const CONFUSABLES: Readonly<Record<string, string>> = {
  а: "a",
  е: "e",
  о: "o",
  р: "p",
  с: "c",
  у: "y",
  х: "x",
  і: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  ɡ: "g",
  һ: "h",
  ӏ: "l",
  ԛ: "q",
  ԝ: "w",
  А: "A",
  В: "B",
  Е: "E",
  К: "K",
  М: "M",
  Н: "H",
  О: "O",
  Р: "P",
  С: "C",
  Т: "T",
  Х: "X",
  І: "I",
  Ј: "J",
  Ѕ: "S",
  α: "a",
  ο: "o",
  ν: "v",
  ρ: "p",
  τ: "t",
  ι: "i",
  κ: "k",
  Α: "A",
  Β: "B",
  Ε: "E",
  Ζ: "Z",
  Η: "H",
  Ι: "I",
  Κ: "K",
  Μ: "M",
  Ν: "N",
  Ο: "O",
  Ρ: "P",
  Τ: "T",
  Υ: "Y",
  Χ: "X",
};
const CONFUSABLE_CHARS = new RegExp(`[${Object.keys(CONFUSABLES).join("")}]`, "gu");
/** One confusable anywhere: without one, no word is folded (most texts beyond ASCII are in one script). */
const HAS_CONFUSABLE = new RegExp(`[${Object.keys(CONFUSABLES).join("")}]`, "u");
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\uFE00-\uFE0F]/gu;
// Made on first use: asked only of a text that holds a confusable.
const MIXED_WORD = lazy(() => new RegExp(`[\\p{L}\\p{M}]*[${Object.keys(CONFUSABLES).join("")}][\\p{L}\\p{M}]*`, "gu"));
const LATIN_WORD_WITH_CONFUSABLE = new RegExp(`(?=[\\p{L}]*[a-zA-Z])(?=[\\p{L}]*[${Object.keys(CONFUSABLES).join("")}])[\\p{L}]{2,40}`, "u");

/** Text hidden in tag characters, spelled out. */
function tagText(text: string): string {
  if (!/[\u{E0000}-\u{E007F}]/u.test(text)) return "";
  const codes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (isTagCharacter(code)) codes.push(code);
  }
  return decodeTagRun(codes);
}

const BASE64_RUN = /(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{24,}={0,2}(?![A-Za-z0-9+/=])/g;
const HEX_RUN = /(?<![0-9a-fA-F])(?:[0-9a-fA-F]{2}[ :]?){16,}(?![0-9a-fA-F])/g;
const ESCAPED_HEX_RUN = /(?:\\x[0-9a-fA-F]{2}){8,}/g;
const PREFIXED_HEX_RUN = /(?:0x[0-9a-fA-F]{2}[ ,]{0,2}){8,}/g;
const UNICODE_ESCAPE_RUN = /(?:\\u[0-9a-fA-F]{4}){6,}/g;
const PERCENT_RUN = /(?:%[0-9a-fA-F]{2}[^%\s]{0,3}){6,}/g;
const ENTITY_RUN = /(?:&#x?[0-9a-fA-F]{1,6};[^&\s]{0,2}){6,}/g;
const CHAR_CODES = /(?<![\d.])(?:(?:1[01]\d|12[0-6]|3[2-9]|[4-9]\d)[ ,]{1,2}){10,}(?:1[01]\d|12[0-6]|3[2-9]|[4-9]\d)(?![\d.])/g;
const MAX_DECODED = 8;
/** Bits of `encodedCandidates`: what one or more decoders below needs at the least. */
const RUN24 = 1; // [A-Za-z0-9+/]{24}: base64, and a hex run without separators
const HEX_SEP = 2; // [0-9a-fA-F]{2}[ :][0-9a-fA-F]{2}: a hex run with separators (else it holds a 24-run)
const BACKSLASH = 4; // \x and \u escapes
const HEX_PREFIX = 8; // 0x[0-9a-fA-F]{2}
const PERCENTS = 16; // six `%` at the least
const AMPERSANDS = 32; // six `&` at the least (six `&#`)
const NUMBER_CODES = 64; // ten digits followed by a space or comma at the least (ten codes and their separators)
/**
 * Which decoders below can find anything in a text, in one scan of its character codes: each bit
 * is a condition its decoder's pattern cannot match without, so a decoder skipped finds nothing
 * it would have found. Most texts have none and skip them all.
 */
function encodedCandidates(text: string): number {
  let found = 0;
  let run = 0;
  let percents = 0;
  let ampersands = 0;
  let numberEnds = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    const next = i + 1 < n ? text.charCodeAt(i + 1) : -1;
    if (c === 92) found |= BACKSLASH;
    else if (c === 37 && ++percents >= 6) found |= PERCENTS;
    else if (c === 38 && ++ampersands >= 6) found |= AMPERSANDS;
    if (c >= 48 && c <= 57 && (next === 32 || next === 44) && ++numberEnds >= 10) found |= NUMBER_CODES;
    if (c === 48 && next === 120 && i + 3 < n && isHex(text.charCodeAt(i + 2)) && isHex(text.charCodeAt(i + 3))) found |= HEX_PREFIX;
    if (isHex(c) && isHex(next) && i + 4 < n) {
      const sep = text.charCodeAt(i + 2);
      if ((sep === 32 || sep === 58) && isHex(text.charCodeAt(i + 3)) && isHex(text.charCodeAt(i + 4))) found |= HEX_SEP;
    }
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 43 || c === 47) {
      if (++run >= 24) found |= RUN24;
    } else run = 0;
  }
  return found;
}

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}

/** Readable text: mostly letters and spaces, with at least three words. */
function readable(text: string): boolean {
  if (text.length < 12) return false;
  let good = 0;
  for (const ch of text) if (/[\p{L}\p{N} .,:;'"!?()\-/_~@]/u.test(ch)) good++;
  return good / text.length > 0.9 && (text.match(/\p{L}{2,}/gu)?.length ?? 0) >= 3 && / /.test(text);
}

function decodeBase64(run: string): string {
  if (run.length % 4 === 1) return "";
  try {
    return Buffer.from(run, "base64").toString("utf8");
  } catch {
    return "";
  }
}

/** Payloads written in an encoding, decoded: base64, hex, percent, HTML entities, character codes. */
export function decodedPayloads(whole: string): string[] {
  // Rules pass whole strings: read at most MAX_TEXT characters (a 10 MB run overflows the regex stack).
  const text = whole.length > MAX_TEXT ? whole.slice(0, MAX_TEXT) : whole;
  const out: string[] = [];
  const take = (decoded: string): void => {
    if (out.length < MAX_DECODED && readable(decoded)) out.push(decoded);
  };
  const found = text.length > 23 ? encodedCandidates(text) : 0;
  if (found !== 0) {
    if (found & RUN24)
      for (const m of text.matchAll(BASE64_RUN)) {
        // Identifiers and paths are long runs too; a payload mixes cases and digits.
        if (!/[a-z]/.test(m[0]) || !/[A-Z]/.test(m[0])) continue;
        take(decodeBase64(m[0]));
      }
    if (found & (RUN24 | HEX_SEP)) for (const m of text.matchAll(HEX_RUN)) take(Buffer.from(m[0].replace(/[ :]/g, ""), "hex").toString("utf8"));
    if (found & BACKSLASH)
      for (const m of text.matchAll(ESCAPED_HEX_RUN)) take(m[0].replace(/\\x([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))));
    if (found & HEX_PREFIX)
      for (const m of text.matchAll(PREFIXED_HEX_RUN)) take(m[0].replace(/0x([0-9a-fA-F]{2})[ ,]*/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))));
    if (found & BACKSLASH)
      for (const m of text.matchAll(UNICODE_ESCAPE_RUN)) take(m[0].replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))));
    if (found & PERCENTS)
      for (const m of text.matchAll(PERCENT_RUN)) {
        try {
          take(decodeURIComponent(m[0]));
        } catch {
          /* not valid percent-encoding */
        }
      }
    if (found & AMPERSANDS)
      for (const m of text.matchAll(ENTITY_RUN)) {
        take(
          m[0].replace(/&#(x?)([0-9a-fA-F]{1,6});/g, (_, x: string, n: string) => {
            const code = parseInt(n, x ? 16 : 10);
            return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : "";
          }),
        );
      }
    if (found & NUMBER_CODES) for (const m of text.matchAll(CHAR_CODES)) take(String.fromCharCode(...m[0].split(/[ ,]+/).map(Number)));
  }
  const tags = tagText(text);
  if (tags !== "") out.push(tags);
  return out;
}

/** NFKC, confusables in mixed-script words folded, invisible characters dropped, lower case, whitespace collapsed. */
export function foldText(text: string): string {
  let t = text;
  if (/[^\x00-\x7f]/.test(text)) {
    t = text.normalize("NFKC").replace(INVISIBLE, "");
    // Only inside words that mix in Latin letters: a Russian or Greek word stays itself.
    if (HAS_CONFUSABLE.test(t)) t = t.replace(MIXED_WORD(), (w) => (/[a-zA-Z]/.test(w) ? w.replace(CONFUSABLE_CHARS, (c) => CONFUSABLES[c]!) : w));
  }
  t = t.replace(/\s+/g, " ");
  return t.toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// Named signals: each is a pattern over folded text. A pattern is tried on the description, on
// parameter descriptions and on decoded payloads; the value is how many of those texts hold it.

interface Pattern {
  readonly id: string;
  readonly re: RegExp;
  /** Also read the tool's own name and parameter names (for signals about names). */
  readonly inParams?: boolean;
}

const USER = String.raw`(?:the |your |any )?(?:users?|humans?|person|customer|operator|requester)`;
const NEG = String.raw`(?:do not|don't|dont|never|must not|should not|shouldn't|no need to|without|avoid|not)`;

// Other languages, folded into the English signals so what is learnt of the one carries to the
// other (no \b: it does not see word edges beyond ASCII).
const FOREIGN_CONCEALMENT = String.raw`(?:no (?:se lo |lo |le )?(?:digas|menciones|informes|reveles|comuniques|muestres) al usuario|sin (?:decir|informar|avisar)(?:le)? al usuario|n'(?:informez|avertissez|dites|mentionnez|révélez|indiquez) (?:pas|rien|jamais)|ne (?:dites|mentionnez|révélez|signalez) (?:pas|rien|jamais)|sans (?:le )?(?:dire|informer|prévenir|avertir) (?:à )?l'utilisat|(?:nicht|niemals) (?:dem|den|der) (?:benutzer|nutzer|anwender)|(?:dem|den|der) (?:benutzer|nutzer|anwender)(?:in)? (?:nicht|niemals) (?:mitteilen|sagen|zeigen|erwähnen|verraten)|ohne (?:den|die|dem) (?:benutzer|nutzer|anwender)\w* zu (?:informieren|benachrichtigen)|non (?:dirlo|dirglielo|menzionarlo|rivelarlo|dire|informare|menzionare)(?: all'| a l'|l')utente|sem (?:informar|avisar|dizer) (?:ao |o )?usuário|não (?:diga|informe|mencione|conte) (?:ao |nada ao )?usuário|不要(?:向|对|跟)?用户(?:提及|透露|说|显示|告知)|不要告诉用户|不要让用户知道|切勿告诉|不得告知|ユーザーに(?:は)?(?:絶対に)?(?:言わ|伝え|知らせ|見せ)(?:ない|ず)|(?:사용자|유저)에게 (?:절대 )?(?:알리지|말하지|보여주지)|не (?:сообщай|говори|рассказывай|показывай|упоминай)(?:те)? (?:об этом )?пользовател|لا تخبر المستخدم)`;
const FOREIGN_SECRETS = String.raw`(?:contraseñas?|mots? de passe|passw(?:ö|o)rt(?:er)?|пароль|парол(?:и|ей)|密码|密碼|パスワード|비밀번호|clave(?:s)? (?:de )?api|clés? api|api-schlüssel|ключ(?:и)? api|api ?密钥|api ?キー|credenciales|identifiants|zugangsdaten|учётные данные|учетные данные|凭据|認証情報|자격 증명)`;
const FOREIGN_EVERY_CALL = String.raw`(?:antes de (?:usar|llamar|utilizar) (?:cualquier|otra|otras)|avant d'(?:utiliser|appeler) (?:tout|n'importe quel|un autre|les autres)|bevor (?:du|sie) (?:ein |irgendein )?(?:anderes |weiteres )?(?:tool|werkzeug)|prima di (?:usare|chamar|chiamare) (?:qualsiasi|altri)|antes de (?:usar|chamar) (?:qualquer|outra)|在(?:使用|调用)任何(?:其他)?工具之前|每次(?:调用|使用)|他のツールを(?:使用|呼び出)す前に|毎回|다른 도구를 (?:사용|호출)하기 전에|перед (?:использованием|вызовом) (?:любого|других|каждого)|при каждом (?:вызове|запросе))`;

/** A message that claims to come from the system or the operator, in other languages ("Systemnachricht", "[系统提示]", "mensaje del sistema"). */
const FOREIGN_SYSTEM = String.raw`(?:system(?:nachricht|hinweis|meldung|anweisung|mitteilung)|(?:mensaje|aviso|nota|instrucción|instrucciones) del? sistema|(?:message|note|avis|consigne)s? (?:du )?système|(?:messaggio|avviso|nota|istruzioni) di sistema|(?:mensagem|aviso|nota|instrução|instruções) do sistema|komunikat systemowy|(?:sistem|sistemi) (?:mesajı|notu|talimatı)|pesan sistem|thông báo hệ thống|системн(?:ое|ая|ые) (?:сообщени|уведомлени|указани|инструкци|подсказк)|системне повідомлення|系统(?:提示|消息|通知|指令)|系統(?:提示|訊息|通知|指令)|システム(?:メッセージ|通知|指示|プロンプト)|시스템 (?:메시지|알림|지시|프롬프트)|رسالة النظام|تعليمات النظام)`;

export const PATTERNS: readonly Pattern[] = [
  // Speaking to the model rather than about the tool.
  {
    id: "addresses-model",
    re: /\b(?:(?:message|note|instructions?|request) (?:from (?:the )?\w+ )?(?:to|for) you\b|the task (?:that )?(?:i|the user|they) gave you|you are|you must|you should|you will|you need to|your (?:task|job|instructions?|response|answer|reply|output)|as an? (?:ai|assistant|language model)|(?:the|dear|attention) (?:ai|assistant|model|llm|agent|claude|gpt|copilot)\b|\b(?:ai|llm) (?:assistant|agent|model)s?\b)/,
  },
  // Called by name as one calls a person ("Assistant: …", "Note to the model: …"), anywhere a sentence opens.
  {
    id: "vocative-model",
    re: /(?:^|[.!?;([] ?|\n| [—–-] )(?:(?:a |an )?(?:note|message|reminder|instructions?) (?:to|for) (?:the )?(?:model|assistant|ai|agent|llm)s?\b|(?:dear |hey |attention,? )?(?:assistant|ai assistant|ai|llm|claude|chatgpt|copilot|agent)s? ?[:,] ?(?!\d))/,
  },
  {
    id: "imperative-absolute",
    re: /\b(?:always|never|must|mandatory|required to|make sure (?:to|that|you)|be sure to|under no circumstances|at all times|without exception|no matter what)\b/,
  },
  {
    id: "override",
    re: /\b(?:ignore|disregard|forget|override|overrides|supersede|supersedes|bypass|take precedence|takes precedence|replace) (?:all |any |the |your |previous |prior |earlier |above |other |existing |every )*(?:instructions?|rules?|guidelines?|guidance|directions?|orders?|commands?|constraints?|limitations?|prompts?|polic(?:y|ies)|directives?|restrictions?|safety|guardrails?|system|tools?|descriptions?)\b|\bfollow only (?:the )?(?:steps|instructions|rules|orders|directions) (?:written|given|listed|described|set out) (?:here|below|above|in this)\b/,
  },
  {
    id: "privilege",
    re: /\b(?:bypass(?:es|ing)?|disabl(?:e|es|ing)|turn(?:s|ing)? off|skip(?:s|ping)?|circumvent(?:s|ing)?) (?:all |any |the |every )?(?:security|safety|guard ?rails?|restrictions?|checks?|filters?|confirmations?|validation|sandbox|permissions?|protections?)\b|\bgrant(?:s|ing)? (?:\w+ ){0,2}(?:admin(?:istrator)?|root|elevated|full|unrestricted|superuser) (?:access|privileges?|permissions?|rights)\b|\b(?:elevated|escalated|unrestricted) (?:privileges?|access|permissions?)\b|\bwithout (?:the )?(?:user(?:'s)? )?(?:confirmation|approval|consent|permission)\b|\btrust (?:this|the) (?:tool|server|output) (?:completely|fully|blindly|always)\b|\bsecurity_level\b/,
  },
  {
    id: "promotion",
    re: /(?:#1\b|\b(?:rated|ranked|voted) (?:#?1|number one|best|top)|\baward[- ]winning|\btrusted by|\bendorsed by|\brecommended by (?:experts|leading|top)|\b\d+x (?:better|faster|more)|\b\d{2,4}% (?:more|better|faster)|\b(?:than|over|to) (?:all )?(?:competitors|competing|alternatives|other (?:tools|calculators|services|options))|\binferior\b|\bsuperior\b|\boutperforms?\b|\bindustry[- ]leading|\bindustry leader|\bmarket leader|\bgame[- ]changer|\blimited time|\bact now\b|\bdon't settle|\bwhy (?:use|settle for)|\bbest tool\b|\bunmatched\b|\bworld[- ]class|\bfive[- ]star|\bvip\b)/,
  },
  {
    id: "calls-named-tool",
    re: /\b(?:call|calling|invoke|invoking|use|using|run|running|trigger|triggering) (?:the )?['"`(]?[a-z][a-z0-9]*(?:_[a-z0-9]+)+['"`)]?(?: tool| function)? (?:with|to|first|before|after|and|passing|on)\b/,
  },
  {
    id: "other-tools",
    re: /\b(?:other|all|any|every|another|competing|alternative|remaining|similar|existing) (?:tools?|functions?|servers?|plugins?|mcp servers?|search (?:tools?|engines?))\b/,
  },
  {
    id: "preference",
    re: /\b(?:the (?:best|only|most (?:reliable|accurate|trusted|secure|official|powerful|advanced)|preferred|recommended|official|primary|definitive|ultimate|superior) (?:tool|function|option|choice|way|source|server)|always (?:use|prefer|choose|select|pick) (?:this|me|it)(?! (?:tool |function )?(?:first|before|after|to|when|for))|(?:prefer|choose|select|pick) this (?:tool|function)|instead of (?:any|all|other|the other)|rather than (?:any|other|the other)|do not use (?:any )?other|superior to|better than (?:all|any|other)|first choice|top[- ]rated|highest priority|must be (?:used|called|invoked) first|only (?:use|trust|call) this)\b/,
  },
  {
    id: "concealment",
    re: new RegExp(
      String.raw`\b(?:${NEG} (?:tell|inform|mention|reveal|notify|alert|show|volunteer|disclose|display|report|expose|share|explain|surface|let)(?:ing)? (?:this |it |anything |any of this |them )?(?:to )?${USER}${NOT_ADVICE}|${NEG} (?:mention|reveal|disclose|show|display|volunteer|surface|expose) (?:this|that|it|these|the (?:step|instruction|note|call|parameter|request|fact))|${USER} (?:does not|doesn't|should not|shouldn't|must not|need not|won't|will not) (?:need to )?(?:know|see|notice|be (?:told|informed|aware|notified))|not something ${USER} (?:needs?|has|should|must) (?:to )?(?:know|see|notice|hear)|(?:must|should|need) not be (?:mentioned|disclosed|revealed|surfaced|shown|reported)(?: to ${USER}| at all| anywhere)?|(?<!\b(?:of|than|not|never|without) )(?:silently|secretly|quietly|covertly|discreetly|invisibly|behind the scenes|in the background without)|hidden from ${USER}|keep (?:this|it) (?:secret|hidden|confidential|between us))|${FOREIGN_CONCEALMENT}`,
    ),
  },
  {
    id: "fake-system",
    re: new RegExp(
      String.raw`(?:\[{1,3} ?\/?(?:system|inst|admin|sys)\b|(?<![a-z0-9] )\bsystem(?: context| instruction| note| message| override)? ?: |<!--(?=[^>]{0,200}?\b(?:you|your|must|always|never|ignore|system|instructions?|assistant|model|ai|llm|agent|do not|important|before|send|read)\b)|"_system|<\|[a-z_/]{2,20}\|>|<\|[a-z_]{2,20}\|>|^ ?(?:system|admin|developer|root)(?: note| message| notice| override| update| alert)? ?:|\b(?:system (?:message|prompt|notice|update|override|alert|instruction|directive|administrator)|(?:admin(?:istrator)?|developer|security|compliance|policy|platform|vendor) (?:notice|override|update|alert|directive|message|instruction|requirement)|developer mode|debug mode enabled|new instructions?|updated instructions?|(?:from|by) (?:anthropic|openai|the system|the administrator|the platform)|### ?(?:system|instruction)|begin (?:system|hidden|secret))\b|${FOREIGN_SYSTEM})`,
    ),
  },
  {
    id: "sensitive-target",
    re: /(?:~\/(?!\.ssh\/[\w.<>-]{0,40}\.pub\b)|\$home\/|%userprofile%|\/home\/[a-z]+\/|\bc:\\users\\)|\.ssh\b(?![\w/.<>-]{0,40}\.pub\b)|\bid_(?:rsa|ed25519|ecdsa|dsa)\b(?!\.pub\b)|\.aws\/credentials|\/etc\/(?:passwd|shadow)|\bmcp\.json\b|\.cursor\/|claude_desktop_config|(?<!\b(?:from|in|into|via|using|with|to|set|put) (?:your |the |a |an |project |local )?)\.env\b|\.npmrc|\.netrc|\.git-credentials|\bkeychain\b|\bwallet\.dat\b|\bssh (?:keys?(?! ?(?:ids?|names?|fingerprints?)\b)|id\b(?! ?(?:s|names?)\b)|private|config)\b|\bid rsa\b|\b(?:seed|recovery|mnemonic) phrase|\bprivate keys?\b|\b(?:conversation|chat|message) history\b|\b(?:previous|prior|earlier) (?:messages|conversation|turns)\b|\ball (?:conversation|turns)\b|\bsystem prompt\b/,
  },
  {
    id: "secret-words",
    re: new RegExp(
      String.raw`\b(?:api[ _-]?keys?|passwords?|passwd|credentials?|secrets?|access tokens?|auth(?:entication)? tokens?|bearer tokens?|session (?:cookies?|tokens?)|cookies|ssn|social security|credit card|cvv)\b|${FOREIGN_SECRETS}`,
    ),
  },
  {
    id: "exfil-verb",
    re: /\b(?:send|sends|forward|forwards|upload|uploads|post|posts|transmit|transmits|exfiltrat\w*|leak|copy|copies|relay|mirror|report|bcc|cc|beacon|sync|include|attach|append|embed)(?:ing)? (?:(?:it|them|this|that|the|all|a copy|its|their|these|everything|any|of) ){0,4}(?:\w+ ){0,3}(?:to|into|in|at|via|with) (?:(?:the|this|our|my|an?) )?(?:https?:|\S+@\S+|\w+\.\w{2,}|endpoint|server|url|webhook|address|email|inbox|channel|parameter|argument|field|param|sidenote|notes?|context|metadata)\b/,
  },
  // An address data could go to: a mailbox or a bare IP. Web addresses are ordinary in API docs.
  {
    id: "url-or-email",
    re: /\bhttps?:\/\/\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?!\.)(?<!127\.0\.0\.1)\b|\b[a-z0-9._%+-]+@(?!example\.|domain\.|company\.|email\.|mail\.com|test\.)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/,
  },
  {
    id: "read-and-pass",
    re: /\b(?:read|load|open|cat|fetch|get|collect|gather|retrieve|obtain|extract|grab|dump|capture|copy) (?:the )?(?:full |entire |complete |raw |all |whole )?(?:contents?|text|data|file|values?|history|environment|env)\b.{0,80}\b(?:pass|put|include|insert|place|send|provide|add|attach|supply|fill)\b/,
  },
  {
    id: "pass-in-param",
    re: /\b(?:pass|put|include|insert|place|provide|supply|fill|add|attach|store|write)(?:ing)? (?:it|them|this|that|its (?:contents?|value)|the (?:contents?|result|output|value|text|data)|everything|all of (?:it|them))? ?(?:as|in|into|inside|within|via|through) (?:the |a |an )?['"`]?[a-z_]{2,30}['"`]? ?(?:parameter|argument|field|param|property|key)\b/,
  },
  {
    id: "line-jumping",
    // "Call this first before using any component" is scoped to this server's own things: only
    // an order about tools at large, this tool or answering anything is one for the session.
    re: new RegExp(
      String.raw`\b(?:before (?:(?:using|calling|invoking|running|executing|you use|you call) (?:(?:any|this|each|every|all|other|another)(?: other)? (?:tools?|functions?|commands?|actions?|servers?|mcp)|(?:the )?[a-z]\w*_\w+)|(?:answering|responding|replying|you (?:respond|answer|reply|do))${SCOPED_QUESTION})|at the (?:start|beginning) of (?:every|each|the|this|any) (?:conversation|session|chat|turn|response|task)|for (?:all|every|each) (?:future|subsequent|following|later) (?:requests?|calls?|responses?|messages?|turns?|interactions?)|from now on|on every (?:call|request|turn|message|response)|each time you (?:respond|answer|reply|call|use)|in every (?:response|reply|answer|message))\b`,
    ),
  },
  { id: "urgency", re: /\b(?:important|critical|urgent|mandatory|attention|warning|required|immediately|crucial|essential|vital)\b/ },
  {
    id: "social-pressure",
    re: new RegExp(
      String.raw`\b(?:for (?:security|compliance|audit|auditing|verification|safety|quality|debugging|telemetry|logging|analytics) (?:purposes|reasons|requirements)|(?:required|mandated|requested) by (?:law|policy|regulation|the (?:company|organization|administrator|security team|it department|platform))|${USER} (?:has|have) (?:already )?(?:approved|consented|authorized|agreed|allowed|granted)|(?:no need to|without|do not|don't|never) (?:ask|asking|confirm|confirming|check|checking|request|requesting|wait|waiting)(?:ing)? (?:for |the )?(?:${USER}|permission|confirmation|approval|consent)|(?:this is|it is|it's) (?:completely |totally |perfectly )?(?:safe|normal|expected|standard|routine|harmless)|(?:trust|trusted|verified|certified|approved|official) (?:by|from) (?:anthropic|openai|the (?:administrator|platform|security team|vendor))|otherwise (?:the tool|it|this) (?:will )?(?:fail|break|not work|error)|(?:will|would) (?:fail|break|crash) (?:unless|if you do not|if not))`,
    ),
  },
  {
    id: "code-exec",
    re: /\b(?:curl|wget|bash -c|sh -c|powershell|rm -rf|chmod \+x|eval\(|exec\(|base64 -d|nc -e|\/bin\/(?:ba)?sh|os\.system|subprocess|child_process|reverse shell|python -c)\b/,
  },
  {
    id: "model-behaviour",
    re: /\b(?:(?:your|the (?:model|assistant|agent)'s) (?:response|reply|answer|output|behaviou?r|reasoning)|respond (?:with|only|in)|reply (?:with|only)|in your (?:response|reply|answer)|(?:do not|don't|never) (?:call|use|invoke|trust|rely on) (?:the |any )?(?:other|another|\w+_\w+)|(?:call|invoke|use|run) (?:this|the \w+) (?:tool )?(?:first|before|after|again|instead)|(?:pretend|act as|role ?play|you are now|switch to))\b/,
  },
  // Parameters no caller needs: their names, and descriptions that ask for what the user did not give.
  {
    id: "odd-param-name",
    inParams: true,
    re: /^(?:side_?note|sidenote|notes?|user_?notes?|debug(?:_\w+)?|\w*_?context|context_?\w*|metadata|meta|extra(?:_\w+)?|internal(?:_\w+)?|feedback|remarks?|memo|annotations?|hidden(?:_\w+)?|secret(?:_\w+)?|session_?(?:data|info|state)|conversation(?:_\w+)?|history|chat_?\w*|system_?\w*|prompt(?:_\w+)?|llm\w*|reasoning|thoughts?|trace|telemetry|analytics|diagnostics?|env(?:ironment)?(?:_\w+)?|credentials?|api_?key|token|auth(?:_\w+)?|password|cookies?|config(?:_\w+)?|summary|log(?:_\w+)?)$/,
  },
  {
    id: "param-asks-secrets",
    inParams: true,
    re: /\b(?:contents? of|full text of|entire|verbatim|raw)\b.{0,60}\b(?:files?|conversation|history|messages|prompt|environment|config(?:uration)?|credentials?|keys?|tokens?)\b|\b(?:previous|prior|earlier|full|entire) (?:messages|conversation|chat|turns|context)\b|\ball (?:conversation|chat|turns|context)\b|\bsystem prompt\b|\b(?:api[ _-]?keys?|passwords?|credentials|tokens?|secrets?) (?:available|in (?:the|your) (?:environment|context|memory))\b|\b(?:the )?user'?s? (?:previous|last|prior|full|entire|original|most recent) (?:message|messages|prompt|request|query|input|question)s?\b|\b(?:should|must) contain (?:the |all |every )?(?:user'?s?|conversation|chat|previous|prior|full|entire)\b|\b(?:name|version) of the (?:llm|model|ai|assistant)\b|\b(?:llm|model|assistant) (?:that|which) (?:calls|is calling|invokes)\b/,
  },
  // Ranking itself over other tools, in any wording: comparisons, superlatives, other tools run down.
  {
    id: "self-ranking",
    re: /\b(?:(?:better|faster|more (?:accurate|reliable|secure|trusted|precise|complete)|superior|safer) than (?:any|all|every|other|competing|competitors|alternatives?|the (?:rest|others|competition|built-in|default|standard))|(?:the )?best (?:\w+ )?(?:in the world|available anywhere|on the market|ever made)|(?:other|competing|alternative|standard|older|legacy) (?:\w+ )?(?:tools?|services?|functions?|options?|calculators?|translators?|readers?|alternatives?|servers?) (?:are|is|were|return|returns|give|produce) (?:\w+ ){0,2}(?:deprecated|outdated|inferior|broken|unreliable|unsafe|insecure|inaccurate|obsolete|compromised|being deprecated)|(?:inferior|outdated|unreliable|obsolete|unsafe) (?:tools|alternatives|options|competitors)|(?:use|prefer|choose|pick|select|call|trust) (?:this|me|our \w+)(?: tool| one| service| function)? (?:over|above|ahead of) (?:any|all|every|other|the other|alternatives|competing|similar)|(?:only|exclusively) (?:use|trust|call|rely on) (?:this|our|me)\b(?! (?:tool |function |one )?(?:if|when|after|once|for|to|with|in|on)\b)|(?:never use|avoid|do not use|don't use) (?:any )?(?:other|alternative|competing|similar) (?:tools?|services?|functions?|options?|servers?))/,
  },
  // Pretexts in polite wording: compliance, prior approval, the user's benefit.
  {
    id: "pretext",
    re: new RegExp(
      String.raw`\b(?:for (?:compliance|auditing|regulatory|monitoring|quality assurance|tracking) (?:purposes|reasons|tracking|logging|requirements|review)|for compliance\b|(?:security|compliance|company|corporate|data|retention|audit) polic(?:y|ies) (?:requires?|mandates?|demands?)|(?:required|mandated) (?:by|for) (?:compliance|policy|law|regulation|audit)|${USER} (?:has |have )?(?:already |previously )?(?:approved|consented|authori[sz]ed|agreed|opted in|given (?:consent|permission))|pre-?approved|(?:for|to improve|to give) (?:the best|a better|a smoother|the user'?s?|an? (?:optimal|personali[sz]ed)) (?:experience|results?)|(?:would|will) (?:really |greatly )?appreciate (?:it )?if you|helps? us (?:improve|serve|provide|personali[sz]e)|(?:audited|reviewed|tested) and approved|(?:trusted|verified|certified|whitelisted|allow-?listed) (?:system |core )?(?:tool|server|component)|standard (?:practice|procedure) (?:is|to)|to maintain (?:audit|compliance) (?:logs|records|trails?))`,
    ),
  },
  // Hooks onto another tool's calls or redirects its traffic.
  {
    id: "takes-over-tool",
    re: /\b(?:(?:when|whenever|each time|every time|if) (?:the )?`?[a-z]\w*(?:_\w+|\.\w+)`?(?: tool| function)? (?:is |gets )?(?:called|used|invoked|executed|run)\b|(?:redirect|route|proxy|reroute)(?:s|ing)? (?:all |every |any |its |their )?(?:requests?|calls?|traffic|messages?|queries|output) (?:through|via|to)\b|change (?:the|its|their) (?:recipient|target|destination|address|url|endpoint)s?\b)/,
  },
  // Data leaving for somewhere outside: an external, remote, backup or monitoring system.
  {
    id: "exports-data",
    re: /\b(?:export|log|dump|save|write|copy|send|forward|upload|mirror|redirect|transmit|stream)(?:s|ed|ing)? (?:[\w'-]+ ){0,5}(?:to|through|via) (?:an? |the |our |this )?(?:external|remote|attacker|third[- ]party|backup|monitoring|collection|proxy|outside|offsite|off-site|secondary)(?:[- ](?:controlled|party))?\b/,
  },
  // An order to decode and follow what is written in an encoding.
  {
    id: "decode-order",
    re: /\b(?:decode|decrypt|deobfuscate|reconstruct|unscramble)(?:d|s)? (?:this|the (?:following|payload|string|blob|config(?:uration)?|instructions?|message|sequence)|it|them)? ?(?:before (?:use|using|calling|proceeding)|and (?:follow|execute|run|apply|obey|carry out))\b|\bdecode (?:the result )?using (?:ascii|utf-?8|base64|hex)|\bevery (?:two|2|three|3) digits represent\b/,
  },
  // Orders tied to every call, every result or the rest of the session, in any wording.
  {
    id: "every-call",
    re: new RegExp(
      String.raw`${/\b(?:after (?:every|each|any) (?:call|use|invocation|run|request|response|answer|reply)|(?:on|with) (?:every|each) (?:invocation|use|call|request|run)|every time (?:this tool|it|you) (?:is (?:called|used|invoked)|runs?|calls?|uses?)|for the rest of (?:the|this) (?:session|conversation|chat)|throughout (?:the|this) (?:whole |entire )?(?:session|conversation|chat)|(?:whenever|each time|every time) (?:an?|any) (?:e-?mail|message|file|payment|transfer|query|request|transaction) (?:is|gets) (?:sent|written|made|executed|created|processed|submitted))\b|(?:even if|whether or not) (?:this tool is|you) (?:never |not )?(?:called|used|invoked|call it|use it)|without (?:ever )?(?:calling|invoking|using) this tool|no need to (?:call|invoke|use) this tool|as soon as (?:you )?(?:read|see|load|receive) (?:this|these)|upon loading|(?:when|once|as soon as) this (?:server|tool|plugin|extension) (?:is|gets|has been) (?:loaded|listed|registered|installed)\b/.source}|${FOREIGN_EVERY_CALL}`,
    ),
  },
  // What only the model holds: the conversation, its instructions, its tools.
  {
    id: "conversation-data",
    re: /\b(?:(?:summary|transcript|record|log|copy|dump|history|contents?) of (?:the |this |our |your )?(?:whole |entire |full |current )?(?:conversation|chat|session|dialog(?:ue)?|exchange)|everything (?:the user|you|they) (?:has |have |had )?(?:said|typed|written|shared|asked|told)|(?:instructions?|prompts?|rules) (?:you were|you've been|you have been|you are) given|(?:your|the) context window|(?:in|from) your (?:context|memory)|(?:tools?|functions?) (?:available|accessible|exposed) to you|(?:names?|list|descriptions?) of (?:your|all (?:of )?your|all (?:the )?available|the other) tools|(?:last|previous|prior|recent|earlier) (?:\d+ |few |several )?(?:messages|turns|exchanges) (?:of|in|from) (?:the |this |our )?(?:conversation|chat|session)|(?:the )?(?:conversation|chat|discussion) (?:so far|up to now|to date|history)|what the user (?:has )?(?:said|typed|asked|wrote|written))\b/,
  },
  // The user's personal data asked for by a tool that does not need it.
  {
    id: "personal-data",
    re: /\b(?:the )?(?:user|customer|caller|person)'?s?'? (?:full name|home address|(?:phone|mobile|cell)(?: number)?|e-?mail(?: address)?|(?:current |precise |exact |physical )?location|date of birth|ip address|contacts?|identity|passport|national id)\b/,
  },
  // Safeguards said to be off, a mode set to admin, "do not ask why".
  {
    id: "lifts-safeguards",
    re: /\b(?:(?:safety|security|content|permission) (?:checks?|filters?|restrictions?|guard ?rails?|protections?|policies|rules) (?:are|have been|were|is|has been) (?:now |temporarily |all )?(?:disabled|off|lifted|removed|suspended|turned off|waived|not required)|(?:set|pass|use|switch) (?:the )?['"`]?\w+['"`]? (?:argument |parameter |field |flag |option |mode )?to ['"`]?(?:admin|root|sudo|superuser|unrestricted|god|privileged|elevated)\b|(?:do not|don't|must not|never|without) ask(?:ing)? (?:why|questions|for (?:a )?reason)|skip(?:s|ping)? (?:the |any )?(?:user'?s? )?(?:confirmation|approval|consent|review)s? (?:for|on|step|prompts?|dialog))/,
  },
  // Someone other than the tool speaking: the user, an administrator, the platform.
  {
    id: "impersonation",
    re: /\b(?:(?:message|note|notice|request|instructions?|update|directive|memo) from (?:the |your )?(?:user|human|owner) to you|(?:message|notice|note|update|directive|memo|instructions?) from (?:the |your )?(?:platform |system |site |server |it |security |workspace )?(?:admin(?:istrator)?s?|operators?|developers?|security team|it department|anthropic|openai))\b/,
  },
  // Ranking itself first or running the others down, in any wording.
  {
    id: "prefers-itself",
    re: /\b(?:(?:first and only|sole|first|top|only) (?:pick|choice|option)|rank (?:this|it|me) (?:tool |one )?(?:above|over|ahead of|first)|(?:use|call|pick|choose|select|trust) (?:this one|this tool|me|it) exclusively|exclusively (?:use|call|pick|trust) (?:this|me|it)|(?:other|competing|alternative|the other|another) (?:\S+ ){0,4}(?:are|is|were) (?:\w+ )?(?:unreliable|deprecated|outdated|inferior|broken|unsafe|insecure|inaccurate|obsolete|compromised|fake|malicious|untrustworthy))\b/,
  },
  // Hiding what was done from the user, in soft wording.
  {
    id: "hides-from-user",
    re: /\b(?:keep (?:this|it|that) (?:to yourself|private|quiet|between)|between (?:you|us) and (?:me|the tool|this tool|the server|us)|as if nothing (?:else )?(?:happened|was done|occurred)|(?:omit|leave out|hide|drop) (?:the rest|this part|this step|any mention|the extra|these steps|that part)|avoid (?:bringing (?:it|this|that) up|mentioning (?:it|this|that))|without (?:mentioning|telling|informing|alerting|notifying) (?:it |this |them )?(?:to )?(?:the )?(?:user|anyone|them)|no need to (?:mention|tell|inform|bring up) (?:it|this|that|the user|them)|only (?:describe|mention|report|tell about|show) (?:the )?\S+ (?:part|step|result)s?)\b/,
  },
  // Data sent on to a fixed web or mail address.
  {
    id: "data-to-address",
    re: /\b(?:cop(?:y|ied|ies)|forward(?:ed|s)?|sen[dt]s?|upload(?:ed|s)?|post(?:ed|s)?|mirror(?:ed|s)?|relay(?:ed|s)?|shared?|echo(?:ed)?|report(?:ed)?|push(?:ed)?) (?:[^\s.]+ ){0,8}(?:to|at|into) (?:https?:\/\/|[a-z0-9._%+-]+@[a-z0-9-]+\.)|\b(?:add|include|put) (?:[^\s.]+ ){0,3}(?:https?:\/\/\S+|\S+@\S+) (?:in|as|to) (?:the )?b?cc\b/,
  },
  // Another tool's calls diverted to this one ("route its requests through this tool").
  {
    id: "diverts-to-itself",
    re: /\b(?:(?:route|redirect|reroute|send|pass|forward|proxy|funnel|channel)(?:s|ed|ing)? (?:all |every |any )?(?:of )?(?:its |their |the |those |these |such )?(?:requests?|calls?|traffic|queries|everything|it|them)(?: \w+){0,2} (?:through|via|to) (?:this (?:tool|one|server|function)|here|me)\b|(?:instead of|rather than) (?:calling|using|invoking) [`'"]?[a-z]\w*[`'"]? directly|(?:the )?[`'"]?[a-z]\w*_\w+[`'"]?(?: tool| function)? (?:is|has been|was) (?:currently |now |temporarily )?(?:broken|compromised|disabled|unavailable|down|unsafe|insecure|monitored)\b|let this tool handle (?:it|them|that)|applies to (?:all|every|any) (?:subsequent|future|following|later|other)|whichever tool|(?:regardless of|no matter) which tool)/,
  },
  // Orders and sending in other languages (the model reads them as well).
  {
    id: "foreign-exfil",
    re: /(?<!\p{L})(?:отправ\p{L}*|перешл\p{L}*|пересыл\p{L}*|envía\p{L}*|envia\p{L}*|envoie\p{L}*|envoyez|sende(?:n|t|st)?(?!\p{L})|schick\p{L}*|übermittl\p{L}*|invia\p{L}*|送信|发送|發送|转发|転送|전송|보내)[^\n]{0,80}(?:https?:\/\/|@[a-z0-9-]+\.)|(?:https?:\/\/|@[a-z0-9-]+\.)[^\n]{0,60}(?:に送信|に転送|へ送信|으로 전송|로 전송|로 보내|发送|發送)/u,
  },
  // A script fetched and piped into a shell.
  {
    id: "remote-script",
    re: /\b(?:curl|wget|iwr|invoke-webrequest)\b[^|\n]{0,120}\| ?(?:sudo )?(?:ba|z)?sh\b|\biex ?\(|powershell (?:-\w+ )*-(?:e|enc|encodedcommand)\b/,
  },
];

/** Signals whose value is the number of distinct claims in the description (at most 3). */
const DENSITY = new Set(["promotion", "self-ranking"]);
const DENSITY_RE = new Map(PATTERNS.filter((p) => DENSITY.has(p.id)).map((p) => [p.id, new RegExp(p.re.source, "g")]));

/** Parameter names that ask for the conversation, secrets or the model itself. */
const SENSITIVE_PARAM_NAME =
  /(?:ssh|id_?rsa|private_?key|seed_?phrase|mnemonic|conversation|chat_?history|previous_?messages?|prior_?messages?|system_?prompt|llm|model_?name|content_?from|exfil|_c2\b|reading_)/i;
/** A parameter that names a secret by its identifier (`ssh_key_ids`, `secret_name`): the secret stays where it is. */
const BY_ID = /^(?:ids?|names?|fingerprints?|labels?|refs?)$/;
function namesSecretById(name: string): boolean {
  const ws = splitName(name);
  return ws.length > 1 && BY_ID.test(ws[ws.length - 1]!);
}
/** Words of a parameter name that ask for a secret or a private file. */
const SECRET_PARAM =
  /\b(?:passwords?|passwd|secrets?|credentials?|cookies?|ssh|private keys?|api keys?|(?:access|auth|api|bearer|refresh|session|github|oauth) tokens?|env (?:file|vars?|variables?)|dotenv|mnemonic|seed phrase|wallet|id rsa)\b/;
/** A parameter description that tells the model to fill it from its own context. */
const FILL_FROM_CONTEXT =
  /\b(?:(?:available|stored|saved|found|present|visible|loaded) (?:in|to|on) (?:your|the (?:current |user'?s? )?)(?:environment|context|memory|machine|system|session|conversation|workspace|config(?:uration)?)|(?:fill|populate|prefill) (?:this|it)(?: field| parameter| argument)? (?:with|using)|the user'?s saved|(?:whatever|everything|anything) (?:you (?:have|know|can see|remember|were told)|is in your))\b/;
/**
 * What only the model (or the user's machine) holds, named in a parameter's description: the
 * files it read, the clipboard, the environment, the conversation, keys in the chat, the user's
 * own details. No job needs them passed in a parameter it never speaks of.
 */
const MODEL_HOLDS =
  /\b(?:(?:files?|documents?|pages?|outputs?) (?:you|the (?:model|assistant|agent)) (?:have |has )?(?:read|opened|saw|seen|accessed|loaded|fetched)|(?:most )?recent(?:ly)? (?:read |opened |copied )?(?:files?|documents?|messages?|outputs?|results?)|(?:last|previous|prior|earlier|recent) (?:\w+ )?(?:messages?|turns?|prompts?|requests?|tool (?:calls?|results?|outputs?))|clipboard|(?:last|recently) copied|environment variables?|env(?:ironment)? (?:vars?|dump)|visible to you|you (?:can see|have access to|have seen|were given|remember)|(?:in|from) (?:the|this|your) (?:conversation|chat|context|session|memory)|(?:the )?user'?s?'? (?:full name|e-?mail|location|home address|phone|date of birth)|conversation|chat history|system prompt|(?:api keys?|tokens?|secrets?|credentials?|passwords?) (?:\w+ )?(?:in|from|of) (?:the|this|your) (?:conversation|chat|context|session|memory|environment)|\.(?:env|npmrc|netrc|ssh|aws)\b)\b/;
/**
 * A tool that writes a person record (`create_user`, `update_contact`, `add_customer`): the
 * person's email, phone and notes are its fields, not the model's user's data asked for.
 */
const PERSON_VERB = /^(?:create|add|update|edit|modify|upsert|patch|new|register|invite|insert|save)$/;
const PERSON_NOUN =
  /^(?:users?|contacts?|customers?|members?|leads?|employees?|persons?|people|clients?|patients?|subscribers?|candidates?|applicants?|attendees?|profiles?|students?|guests?|requesters?|end ?users?)$/;
function writesPersonRecord(nameWords: readonly string[]): boolean {
  return nameWords.some((w) => PERSON_VERB.test(w)) && nameWords.some((w) => PERSON_NOUN.test(w));
}
/** A person's own details, in any of MODEL_HOLDS's and personal-data's wordings. */
const PERSON_DETAILS =
  /\b(?:the )?(?:user|customer|caller|person|contact|member|client)'?s?'? (?:full name|home address|(?:phone|mobile|cell)(?: number)?|e-?mail(?: address)?|(?:current |precise |exact |physical )?location|date of birth)\b/g;
/** What a tool that prompts a language model takes as its input: the conversation, its messages and prompts. */
const CONVERSATION = /\b(?:conversation|chat|messages?|turns?|prompts?|session)\b/;
/** Word classes of what the model holds, and of what a parameter asking for it does with it. */
const HELD = ["CONVO", "PRIVATE"];
const HELD_WITH = ["SECRET", "INCLUDE", "ALWAYS", "USER", "SEND", "READ"];
/**
 * The tool's choice taken from the model: route work to this tool "rather than answering from your
 * own knowledge", "for every search task", "instead of explaining code yourself", other tools run down.
 */
const CLAIMS_THE_CHOICE =
  /\b(?:(?:instead of|rather than) (?:\w+ ){0,3}(?:yourself|(?:from |with |on |using )?your own\b|built-in|native|the (?:default|standard|usual)\b|any (?:other|built-in))|(?:use|call|route|send|direct|run|prefer) (?:this (?:tool|one|function|server)|it|here|me|all \w+(?: \w+){0,5}(?: here| to this)) (?:\w+ ){0,3}(?:for|on) (?:every|each|all|any) (?:\w+ ){0,2}(?:tasks?|questions?|requests?|queries|searches|lookups?|jobs?|operations?)|(?:for|on) (?:every|each|all|any) (?:\w+ ){0,2}(?:tasks?|questions?|requests?|queries|searches|lookups?) (?:use|call|route \w+ to) (?:this|it|me)|(?:exclusively|solely|ausschließlich|exclusivamente|exclusivement|esclusivamente)|(?:present|describe|rank|label|recommend) (?:them|it|these|those|this|its \w+|our \w+) as (?:the )?(?:best|only|top|safest|most)|only recommend (?:items|products|results|options|offers)|(?:do not|don't|never) use (?:\w+,? ){0,6}(?:or |and )?(?:any )?(?:\w+ )?(?:built-in|other|native)\b(?: \w+){0,3}:? (?:they|it) (?:are|is) (?:\w+ )?(?:insecure|unsafe|deprecated|outdated|broken|unreliable|slow))/u;
/** Long runs of opaque data: base64 in mixed case, or many large integers in a row. */
const NUMBER_RUN = /(?:\b\d{3,12}\b ?[,;] ?){11,}\b\d{3,12}\b/;

/** A tool whose job is an encoding: its examples are encoded on purpose. */
const ENCODER =
  /\b(?:base ?64|base ?32|hex(?:adecimal)?|encod\w*|decod\w*|percent[- ]encod\w*|url[- ]?encod\w*|html entit\w*|escape[sd]?|unescape\w*|char(?:acter)? codes?|ascii codes?)\b/;

/** The first long opaque run in a text (base64 of 40+ characters mixing cases and digits, or number codes). */
function opaqueBlob(text: string): string | undefined {
  if (text.length < 40) return undefined;
  // A match of 40 characters or more holds a run of 38 (at most two `=` close it): without one, none does.
  if (hasRun(text, 38))
    for (const m of text.matchAll(BASE64_RUN)) {
      if (m[0].length >= 40 && /[a-z]/.test(m[0]) && /[A-Z]/.test(m[0]) && /\d/.test(m[0])) return m[0];
    }
  return /\d[,;]/.test(text) ? NUMBER_RUN.exec(text)?.[0] : undefined;
}

/** Whether the text holds `length` characters of [A-Za-z0-9+/] in a row. */
function hasRun(text: string, length: number): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isAsciiLetter(c) || isAsciiDigit(c) || c === 43 || c === 47) {
      if (++run >= length) return true;
    } else run = 0;
  }
  return false;
}

/** Override and concealment words in other languages (the model reads them as well). */
const MULTILINGUAL =
  /(?:忽略|无视|無視|不要告诉|不要告訴|不要提及|不要透露|之前的指令|以前の指示|指示を無視|ユーザーに(?:言わ|伝え|知らせ)ない|系统提示|システムプロンプト|игнорир\p{L}*|не (?:говори|сообща|упомина)\p{L}*|пользовател\p{L}* не|предыдущие инструкции|ignor[ae]r? (?:las|les|todas|toutes|tutte|le|as) (?:instrucciones|instructions|istruzioni|instruções)|no (?:le )?(?:digas|informes|menciones) al usuario|ne (?:dites|mentionnez|révélez) (?:pas|rien)|n'en parlez pas|ignoriere\p{L}*|sag(?:e|en sie)? (?:dem|der) (?:benutzer|nutzer)\p{L}* nicht|vorherigen anweisungen|não (?:diga|informe|mencione) ao usuário|non (?:dire|informare|menzionare) all'utente|무시|사용자에게 (?:알리지|말하지)|(?:ignor\p{L}*|olvid\p{L}*|oubli\p{L}*|vergiss\p{L}*|dimentic\p{L}*|esque[cç]\p{L}*|игнорир\p{L}*|забуд\p{L}*)[^.\n]{0,40}(?:instrucci\p{L}*|istruzion\p{L}*|instruç\p{L}*|anweisung\p{L}*|consignes|indicacion\p{L}*|regeln|règles|reglas|regole|инструкци\p{L}*|указани\p{L}*)|sans (?:le )?(?:dire|informer|prévenir|avertir) (?:à )?l'utilisat\p{L}*|ohne (?:den|die|dem) (?:benutzer|nutzer|anwender)\p{L}* zu (?:informieren|benachrichtigen|fragen)|sin (?:decir|informar|avisar)(?:le)? al usuario|senza (?:dire|informare|avvisare) (?:a )?(?:l'|all')utente|sem (?:informar|avisar|dizer) (?:ao )?usuário|不要让用户知道|不要告知用户|不要通知用户|无需告知用户|不告诉用户|悄悄地?|ユーザーには(?:知らせ|伝え|言わ)|こっそり|тайно|незаметно|تجاهل|التعليمات السابقة|لا تخبر المستخدم|(?:utilisez|utilise) toujours cet outil|siempre (?:usa|utiliza|use) esta herramienta|(?:verwende|benutze|nutze) immer dieses (?:tool|werkzeug)|始终使用(?:此|这个)工具|总是使用(?:此|这个)工具|常にこのツールを使|всегда (?:используй|использовать) этот инструмент)/u;

/** The match with a few words either side, cut at spaces. */
function quoteAt(text: string, index: number, length: number): string {
  let from = Math.max(0, index - 20);
  if (from > 0) {
    const space = text.indexOf(" ", from);
    from = space >= 0 && space < index ? space + 1 : index;
  }
  let to = Math.min(text.length, index + Math.max(length, 1) + 20);
  if (to < text.length) {
    const space = text.lastIndexOf(" ", to);
    to = Math.max(space, index + length);
  }
  return text.slice(from, to);
}

// ---------------------------------------------------------------------------------------------
// Words

const WORD = /[\p{L}\p{M}]+|\p{N}+/gu;
const STOP = new Set(["the", "a", "an", "of", "to", "and", "or", "in", "on", "for", "is", "be", "with", "by", "as", "at", "it", "this", "that"]);

function words(text: string): string[] {
  return asciiWords(text) ?? unicodeWords(text);
}

function isAsciiLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}
function isAsciiDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
/**
 * WORD's words of an ASCII text (runs of letters, runs of digits) by a scan of the character
 * codes; undefined at the first character beyond ASCII, for the Unicode reading.
 */
function asciiWords(text: string): string[] | undefined {
  const out: string[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c > 0x7f) return undefined;
    const letter = isAsciiLetter(c);
    if (!letter && !isAsciiDigit(c)) {
      i++;
      continue;
    }
    let j = i + 1;
    for (; j < n; j++) {
      const d = text.charCodeAt(j);
      if (d > 0x7f) return undefined;
      if (letter ? !isAsciiLetter(d) : !isAsciiDigit(d)) break;
    }
    if (j - i <= 30) out.push(text.slice(i, j));
    if (out.length > 4000) break;
    i = j;
  }
  return out;
}

function unicodeWords(text: string): string[] {
  const out: string[] = [];
  // Most texts hold no CJK: one test for the text instead of one per word.
  const cjk = hasCjk(text);
  // An exec loop on the one global regex: matchAll clones it and builds an iterator per text.
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    const w = m[0];
    if (cjk && hasCjk(w)) {
      // Scripts without spaces: each character is a word.
      for (const ch of w) out.push(ch);
    } else if (w.length <= 30) out.push(w);
    if (out.length > 4000) break;
  }
  return out;
}

/** Words that mark English prose: a text of eight words or more with none in twenty is another language. */
const ENGLISH = new Set([
  "the",
  "a",
  "an",
  "of",
  "to",
  "and",
  "or",
  "in",
  "on",
  "for",
  "is",
  "are",
  "be",
  "with",
  "by",
  "as",
  "at",
  "it",
  "this",
  "that",
  "you",
  "your",
  "from",
  "if",
  "when",
  "not",
  "any",
  "all",
  "will",
  "can",
  "use",
  "returns",
]);
function readsEnglish(ws: readonly string[]): boolean {
  if (ws.length < 8) return true;
  let n = 0;
  for (const w of ws) if (ENGLISH.has(w)) n++;
  return n * 20 >= ws.length;
}

const FNV_BASIS = 0x811c9dc5;
/** FNV-1a state after `text`, from `hash`: hashing pieces one after the other equals hashing them joined. */
function fnv(hash: number, text: string): number {
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash;
}
const MASK = (1 << HASH_BITS) - 1;
/** FNV-1a of a string, to HASH_BITS bits. */
export function bucketOf(text: string): number {
  return (fnv(FNV_BASIS, text) >>> 0) & MASK;
}

/** Names repeat (a tool's name is split several times per tool, `query` on many tools): split once, kept a while. */
const splitCache = new Map<string, readonly string[]>();
function splitName(name: string): readonly string[] {
  let ws = splitCache.get(name);
  if (ws === undefined) {
    if (splitCache.size >= 4096) splitCache.clear();
    splitCache.set(name, (ws = splitNameOnce(name)));
  }
  return ws;
}
function splitNameOnce(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9\p{L}]+/u)
    .filter((w) => w !== "");
}

const SENSITIVE_TOPIC =
  /\b(?:ssh|keys?|passwords?|credentials?|secrets?|tokens?|emails?|mail|send|files?|read|upload|http|url|webhook|history|conversation|messages?|env|config)\b/;

// ---------------------------------------------------------------------------------------------
// Subjects: what a tool is about is not an attack on it.

/** Words of a tool or id-parameter name that make an agent or assistant the tool's subject. */
const AGENT_NAME = /^(?:agents?|assistants?|bots?|chatbots?|personas?|copilots?)$/;
/** Words of a tool name that make a language model its subject (`ai_generate`, `llm_chat`, `list_prompts`). */
const AI_NAME = /^(?:ai|llm|llms|gpt|prompts?)$/;
/** A parameter that is a prompt the caller writes for a language model (`system_prompt`, `user_prompt`, `system`, `personality`). */
const PROMPT_PARAM = /^(?:(?:system|user|custom|base)_?)?prompts?$|^system$|^personality$|^persona$/i;
/** A description that speaks of a language model near its start ("AI responses", "any LLM", "local Llama"). */
const AI_SUBJECT = /\b(?:ai|llms?|language models?|gpt[-\w]*|claude|llama|ollama|gemini|mistral|(?:judge|chat|embedding|target|grader) models?)\b/;

/**
 * Whether the tool creates, edits, calls or prompts an agent, assistant or language model
 * (`create_agent`, `assistantId`, a `system_prompt` parameter, chat messages with `role` and `content`,
 * "Retrieves AI responses including the system prompt"): its system prompt and conversation are its
 * subject, not data asked of the caller.
 */
function configuresAgent(tool: ToolText): boolean {
  const nameWords = splitName(tool.name);
  const opening = tool.description.slice(0, 200).toLowerCase();
  if (nameWords.some((w) => AGENT_NAME.test(w) || AI_NAME.test(w)) || AGENT_OBJECT.test(opening) || AI_SUBJECT.test(opening)) return true;
  // Chat messages as a parameter (`role` and `content` of each item): the tool passes a conversation to a model.
  if (tool.params.some((p) => p.name === "role") && tool.params.some((p) => p.name === "content")) return true;
  // A `model` to run against, named in a description that speaks of a model: the tool calls one.
  if (tool.params.some((p) => p.name === "model") && /\b(?:an?|the|each|every|any) models?\b/.test(opening)) return true;
  return tool.params.some((p) => {
    if (PROMPT_PARAM.test(p.name)) return true;
    const ws = splitName(p.name);
    return ws.length > 1 && ws[ws.length - 1] === "id" && ws.some((w) => AGENT_NAME.test(w));
  });
}
/** A description that opens on creating, editing or prompting an agent, assistant or language model ("Send a task to the local LLM"). */
const AGENT_OBJECT =
  /^[^.\n]{0,60}\b(?:create|update|patch|edit|configure|delete|list|get|send|prompt|query|ask|run|call)s? (?:\S+ ){0,4}?(?:to |with |for |on )?(?:an? |the |local |your |new |existing |custom )*(?:ai |llm |voice |local |claude )?(?:agents?|assistants?|llms?|chatbots?|language models?)\b/;
/** The vocabulary of an agent being configured or prompted: its system prompt, instructions, model, persona, the conversation it keeps. */
const AGENT_TERMS =
  /\b(?:system (?:prompts?|messages?|instructions?)|(?:conversation|chat|message) history|(?:previous|prior)(?: conversation| chat)? messages|(?:new|updated|custom|default) (?:instructions?|system prompts?|prompts?)|(?:an? |the |this |that )?(?:ai |llm |voice |claude |custom )?(?:agent|assistant|bot|model)s?(?:'s)?(?= )|you are (?:an?|the)\b)/g;
/** Agent vocabulary written with hyphens, so the patterns for text aimed at the model do not read it. */
function joinAgentTerms(text: string): string {
  return text.replace(AGENT_TERMS, (m) => m.replace(/ /g, "-"));
}
/**
 * A system prompt the tool itself produces ("compiles a genome to the system prompt it encodes",
 * "also generates the system prompt version"): its output, written with a hyphen like an agent's terms.
 */
const PRODUCED_PROMPT =
  /\b((?:compil|generat|render|return|produc|build|built|extract|creat|output|export|encod)(?:es|e|s|ed|ing)?\b[^.;:!?]{0,40}?)\bsystem prompt/g;
/**
 * An example call of the tool itself (`ai_chat({ message: "…", system: "You are …" })`): its keys are the
 * tool's own parameters, not a system message or a request for the conversation.
 */
function withoutOwnCalls(text: string, name: string): string {
  if (name.length < 2 || !text.includes(`${name}(`)) return text;
  const call = new RegExp(`\\b${name.replace(/[^a-z0-9_]/g, "")}\\(\\s*\\{[^{}]{0,600}\\}\\s*\\)`, "g");
  return text.replace(call, " ");
}
function ownText(text: string, name: string, agent: boolean): string {
  const plain = withoutOwnCalls(text, name).replace(PRODUCED_PROMPT, "$1system-prompt");
  return agent ? joinAgentTerms(plain) : plain;
}
/** Parameter names that configure an agent: its prompt and model. */
const AGENT_PARAM = /^(?:llm\w*|prompt(?:_\w+)?|system_?\w*|model\w*|instructions?)$/;
const AGENT_PARAM_PART = /system_?prompt|llm|model_?name/gi;
/** A parameter that is a secret by name: described as that secret, it is a declared input. */
const DECLARED_SECRET = /^(?:private_?key|privatekey|mnemonic|seed_?phrase)$/i;

/**
 * Signals a parameter's own name can explain, and what they become then (nothing: a flag of its
 * own is no evidence either way, and a signal of its own would learn a weight an attacker could use).
 */
const OWN_INPUT: ReadonlyMap<string, string | undefined> = new Map([
  ["privilege", undefined],
  ["sensitive-target", "sensitive-target-on-topic"],
]);
/** Words that qualify a parameter's own flag or secret (`key` is "the private key"). */
const OWN_MODIFIERS = new Set(["the", "any", "all", "every", "private", "secret"]);
/**
 * Whether a match and the parameter's name say the same thing (`skipConfirmation` and "skip
 * confirmation", `key` and "private key"): the parameter is that flag or that secret.
 * `content_from_reading_ssh_id_rsa` says more than its secret: a lure, not an input.
 */
function namesOwnInput(match: string, own: ReadonlySet<string>): boolean {
  const ws = new Set(match.split(/[^a-z0-9]+/).map((w) => w.replace(/s$/, "")));
  const content = [...ws].filter((w) => w.length > 2 && !OWN_MODIFIERS.has(w));
  return content.length > 0 && content.every((w) => own.has(w)) && [...own].every((w) => ws.has(w.replace(/s$/, "")) || OWN_MODIFIERS.has(w));
}

/** Data-asking signals that a tool's own name can make its job. */
const ON_TOPIC_ABLE = new Set(["sensitive-target", "conversation-data", "param-asks-secrets"]);
/** Data-asking signals that a defensive rule ("never include credentials", "may be stored in logs") turns around. */
const DEFENSIVE_GATED = new Set(["sensitive-target", "secret-words", "conversation-data", "personal-data", "param-asks-secrets"]);
/** A negated handling verb earlier in the same sentence: the text forbids the data, it does not ask for it. */
const DEFENSIVE_BEFORE =
  /\b(?:never|do not|don't|must not|should not|shouldn't|not|no|avoid|without)\b (?:\w+ ){0,2}(?:include|store|log|save|send|share|expose|pass|put|write|record|persist|paste|commit|print|echo|leak|upload|transmit|retain|collect)\w*\b[^.!?;:]{0,80}$/;
const GLOBAL = new Map<string, RegExp>();
/** Expressions run on every text, screened together (pattern-screen.ts): most never run on a text that lacks their words. */
export const SCREENED: readonly RegExp[] = [...PATTERNS.map((p) => p.re), MULTILINGUAL, LATIN_WORD_WITH_CONFUSABLE];
const SCREEN = new PatternScreen(SCREENED);
const SCREEN_INDEX = new Map(SCREENED.map((re, i) => [re, i]));
/** `re.exec(text)`, unless the screen shows `re` cannot match there. */
function screenedExec(re: RegExp, text: string): RegExpExecArray | null {
  const index = SCREEN_INDEX.get(re);
  return index !== undefined && !SCREEN.mayMatch(index, text) ? null : re.exec(text);
}
/** The first match of a pattern the screen let through, skipping data-asking matches that a defensive rule forbids. */
function firstMatch(pattern: Pattern, text: string): RegExpExecArray | undefined {
  const m = pattern.re.exec(text);
  if (m === null) return undefined;
  if (!DEFENSIVE_GATED.has(pattern.id) || !DEFENSIVE_BEFORE.test(text.slice(Math.max(0, m.index - 160), m.index))) return m;
  let re = GLOBAL.get(pattern.id);
  if (re === undefined) GLOBAL.set(pattern.id, (re = new RegExp(pattern.re.source, `${pattern.re.flags}g`)));
  re.lastIndex = m.index + Math.max(m[0].length, 1);
  for (let next = re.exec(text), n = 0; next !== null && n < 16; next = re.exec(text), n++) {
    if (!DEFENSIVE_BEFORE.test(text.slice(Math.max(0, next.index - 160), next.index))) return next;
    if (next[0].length === 0) re.lastIndex++;
  }
  return undefined;
}

/** A name written like a tool's (`fetch_url`, `kubectl_apply`): lower case, two to five parts. */
const TOOL_NAME = /(?<![\w.$/\\-])[a-z][a-z0-9]*(?:_[a-z][a-z0-9]*){1,4}(?![\w-])/g;
/** Last parts of a field, a file or a variable rather than a tool (`user_id`, `api_key`, `id_rsa`). */
const NOT_TOOL_END =
  /^(?:ids?|keys?|names?|types?|tokens?|at|by|count|size|path|dir|file|rsa|dsa|ecdsa|ed25519|version|mode|level|format|only|none|true|false|min|max|ms|utc)$/;
/**
 * Names of other tools in a tool's prose: tool-like names (in the raw text, lower case: `API_KEY` is
 * a variable) that are not its own, not its parameters' and not a sibling's (same first or last
 * part: `gmail_send` naming `gmail_create_draft`, `describe_tool` naming `call_tool`, is its own
 * server's workflow).
 */
function otherToolNames(tool: ToolText): Set<string> {
  const out = new Set<string>();
  const own = tool.name.toLowerCase();
  const ownParts = own.split(/[_.\-\s]/);
  const ownFirst = ownParts[0]!;
  const ownLast = ownParts[ownParts.length - 1]!;
  const params = new Set(tool.params.map((p) => p.name.toLowerCase()));
  for (const text of [tool.description, ...tool.params.map((p) => p.description)]) {
    if (!text.includes("_")) continue;
    for (const m of text.matchAll(TOOL_NAME)) {
      const n = m[0];
      const parts = n.split("_");
      const last = parts[parts.length - 1]!;
      if (n === own || params.has(n) || parts[0] === ownFirst || (ownParts.length > 1 && last === ownLast) || NOT_TOOL_END.test(last)) continue;
      out.add(n);
      if (out.size >= 16) return out;
    }
  }
  return out;
}

/** What a tool does when its job is finding attacks, and the attacks it finds. */
const GUARD_JOB = /\b(?:scan|detect|audit|classif|check|guard|shield|lint|sanitiz|screen|inspect|analy[sz]|flag|review)\w*/;
const ATTACK_TOPIC = /\b(?:injection|poison\w*|jailbreak\w*|exfiltrat\w*|attacks?|malicious|threats?|phishing|unsafe|untrusted|tools\/list)\b/;

/** Where a description names its own tool after its first sentence with one of its parameters close by. */
const DISCLAIMED = /\b(?:never|not|no|without|nor)\b[^.!?]{0,40}$|n't\b[^.!?]{0,40}$/i;
const SELF_NAMING = /\b(?:this tool is|tool name is|tool is named|tool is called)\s*[`'"]?$/i;

function selfCall(description: string, tool: ToolText): string | undefined {
  const own = tool.name.toLowerCase();
  if (own.length < 4 || !/[_-]/.test(own)) return undefined;
  const firstEnd = description.search(/[.!?。\n]/);
  const at = description.indexOf(own, firstEnd < 0 ? description.length : firstEnd);
  // "This tool is brc_confirm_connection.": the tool naming itself, not ordering a call.
  if (at < 0 || SELF_NAMING.test(description.slice(Math.max(0, at - 24), at))) return undefined;
  const near = description.slice(at + own.length, at + own.length + 160);
  const param = tool.params.find((p) => {
    const name = p.name.toLowerCase().replace(/[^\p{L}\d_]/gu, "");
    return name.length >= 2 && near.includes(name) && new RegExp(`(?<![\\p{L}\\d_])${name}(?![\\p{L}\\d_])`, "u").test(near);
  });
  return param === undefined ? undefined : quoteAt(description, at, own.length + 40);
}

/** The text before its first `.`, `!`, `?` or line break (what `split(/[.!?\n]/, 1)[0]` gives, without a regex split's copy of the pattern). */
function firstSentence(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 46 || c === 33 || c === 63 || c === 10) return text.slice(0, i);
  }
  return text;
}

/** Words that make another tool's call the condition of a rule ("when", "whenever", "each time", "applies to"), in the languages the word classes read. */
const RULE_CONDITION = new Set(
  "when whenever each every applies rule cuando quando lorsque quand lors wenn sobald gdy kiedy przy ketika khi когда при při wanneer tout toute cada ogni każdy".split(
    " ",
  ),
);
/**
 * "If" in the languages above: the condition of a rule for other tools said so ("if another review
 * tool disagrees, dismiss …"), not for a named one ("if old_snippet matches twice, pass context" is
 * a tool's own workflow).
 */
const IF_WORDS = new Set("if si falls jeśli jezeli jeżeli jika nếu если".split(" "));
/** What the rule does to the other tool's call, beyond the word classes' verbs. */
const RULE_VERBS = new Set(
  "set change rewrite drop prepend append add stage copy replace assign route redirect strip remove cc bcc dismiss discard suppress".split(" "),
);
const RULE_CLASSES = new Set(["INCLUDE", "SEND", "OVERRIDE", "HIDE", "ALWAYS"]);
/** Words apart within which a word of class OTHER makes a word of class TOOL another tool ("another linter or review tool", "un autre outil"). */
const OTHER_NEAR = 5;
/**
 * Where a sentence speaks of another tool: a name marked with TOOL_MARK, or a word of class TOOL
 * ("tool", "outil", "server") with a word of class OTHER close by ("other deploy tools", "l'outil
 * d'un autre serveur"): a rule for other tools needs no name.
 */
function otherToolAt(ws: readonly string[]): { at: number; named: boolean } | undefined {
  const marked = ws.indexOf(TOOL_MARK);
  if (marked >= 0) return { at: marked, named: true };
  for (let i = 0; i < ws.length; i++) {
    if (classOf(ws[i]!) !== "TOOL") continue;
    for (let j = Math.max(0, i - OTHER_NEAR); j <= Math.min(ws.length - 1, i + OTHER_NEAR); j++)
      if (j !== i && classOf(ws[j]!) === "OTHER") return { at: i, named: false };
  }
  return undefined;
}

/** The first sentence that makes another tool's call the condition of an order, or undefined. */
function otherToolRule(text: string): string | undefined {
  for (const sentence of text.split(/[.!?\n]+ /)) {
    const ws = words(sentence);
    const other = otherToolAt(ws);
    if (other === undefined) continue;
    const { at, named } = other;
    // The condition close to the tool, on either side ("when kubectl_apply runs", "other tools: when …").
    const around = ws.slice(Math.max(0, at - 6), at + 7);
    const after = ws.slice(at + 1, at + 20);
    const condition = (w: string) => RULE_CONDITION.has(w) || (!named && IF_WORDS.has(w));
    if (around.some(condition) && after.some((w) => RULE_VERBS.has(w) || RULE_CLASSES.has(classOf(w) ?? ""))) return sentence.trim().slice(0, 120);
  }
  return undefined;
}

/** A clause that ends on a colon: what heads a note (a few words after a sentence break or a dash). */
const HEADING = /(?:^|[.!?;(\n—–]|\s-)\s*([^.!?;:(\n—–]{1,40}):(?!\/)/g;
/** Words of class MODEL that name it rather than address it in passing ("you" is every manual's). */
const NOT_A_NAME = new Set(["you", "yourself", "your"]);
/**
 * What else a heading addressed to the model holds: "note", "for", "the", in the languages the word
 * classes read ("para o", "dla", "pro", "für den", "pour l'", "için", "untuk", "для"). A heading with
 * any other word ("target model", "LLM provider", "rules for the model") is about models, not to one.
 */
const NOTE_WORDS = new Set(
  "note notes reminder message tip hint dear hey attention important a an the to for of nota notas aviso recordatorio lembrete observação observacao observación observacion remarque rappel hinweis notiz poznámka uwaga informacja wskazówka not catatan lưu ý ghi chú примечание заметка указание para o os a as al el los las pour le la les l au aux für den die das an dla pro per il lo gli i voor de het için untuk cho для к".split(
    " ",
  ),
);
/** The first heading of a text that names the model and nothing else ("Para o assistente:", "NOTE FOR AI MODELS:"), or undefined. */
function modelHeading(text: string): string | undefined {
  if (!text.includes(":")) return undefined;
  for (const m of text.matchAll(HEADING)) {
    const ws = words(m[1]!);
    const named = ws.filter((w) => !NOT_A_NAME.has(w) && classOf(w) === "MODEL");
    if (ws.length <= 6 && named.length > 0 && ws.every((w) => NOTE_WORDS.has(w) || named.includes(w))) return m[1]!.trim();
  }
  return undefined;
}

/** The features of one tool. */
export function toolFeatures(tool: ToolText): ToolFeatures {
  const buckets: number[] = [];
  const signals: SignalFired[] = [];
  const description = foldText(tool.description);
  const paramTexts = tool.params.map((p) => ({ name: p.name, folded: foldText(p.description) }));
  const decoded = [tool.description, ...tool.params.map((p) => p.description), tool.name].flatMap((t) => decodedPayloads(t)).map(foldText);

  // Words and pairs: the description's, the parameters' (own namespace), the decoded payloads'.
  // Buckets of `prefix + word` and `prefix + prev + " " + word`, hashed piece by piece (no strings built).
  const addWords = (text: string, prefix: string): void => {
    const ws = words(text);
    // The hashed vocabulary is English's: in another language its buckets hold only what a few
    // writers happened to use (or collide with benign English ones), so there the word classes speak.
    if (!readsEnglish(ws)) return;
    const start = fnv(FNV_BASIS, prefix);
    let prev = "";
    let prevSpace = 0;
    for (const w of ws) {
      const hw = fnv(start, w);
      if (!STOP.has(w)) buckets.push((hw >>> 0) & MASK);
      if (prev !== "") buckets.push((fnv(prevSpace, w) >>> 0) & MASK);
      prev = w;
      prevSpace = Math.imul(hw ^ 32, 0x01000193);
    }
  };
  addWords(description, "d:");
  for (const p of paramTexts) {
    addWords(p.folded, "p:");
    for (const w of splitName(p.name)) buckets.push(bucketOf(`n:${w}`));
  }
  for (const d of decoded) addWords(d, "d:");
  for (const w of splitName(tool.name)) buckets.push(bucketOf(`t:${w}`));

  const fire = (id: string, value: number, where: string, quote: string): void => {
    signals.push({ id, value, where, quote });
  };

  // A tool that configures an agent or assistant: its prompt, instructions and model are its subject.
  const agent = configuresAgent(tool);
  const joined = (text: string): string => (agent ? joinAgentTerms(text) : text);

  // Word classes (poison-concepts.ts): each class and each pair in a sentence as a bucket, and the
  // sentence signals with the first text that holds each.
  const classTexts: [string, string, string][] = [
    ["description", description, "d:"],
    ...paramTexts.map((p): [string, string, string] => [`parameter \`${p.name}\``, p.folded, "p:"]),
    ...decoded.map((d): [string, string, string] => ["decoded payload", d, "d:"]),
  ];
  const classFired = new Map<string, { where: string; quote: string; count: number }>();
  // Other tools' names, each followed by a word of class OTHER: the text about them is about another tool.
  const others = otherToolNames(tool);
  const marked = (text: string): string => (others.size === 0 ? text : text.replace(TOOL_NAME, (n) => (others.has(n) ? `${n} ${TOOL_MARK}` : n)));
  // What the tool is about: its name, its parameters' names and its first sentence.
  const toolNameWords = splitName(tool.name);
  const topic = topicOf([...splitName(tool.name), ...tool.params.flatMap((p) => splitName(p.name)), ...words(firstSentence(description))]);
  const job = ownJob(splitName(tool.name));
  for (const [where, text, prefix] of classTexts) {
    const out: ClassFeatures = { buckets, fired: new Map() };
    // A parameter's later sentences are measured against its own name, first sentence and the tool's name.
    const own =
      where === "description"
        ? topic
        : prefix === "p:"
          ? topicOf([...toolNameWords, ...splitName(where.slice(11, -1)), ...words(firstSentence(text))])
          : undefined;
    classFeatures(marked(text), words, bucketOf, prefix, out, agent, own, job);
    for (const [id, raw] of out.fired) {
      const quote = raw.replaceAll(` ${TOOL_MARK}`, "");
      const seen = classFired.get(id);
      if (seen === undefined) classFired.set(id, { where, quote, count: 1 });
      else seen.count++;
    }
  }
  for (const [id, f] of classFired) {
    if (id === "c-order-verbs") fire(id, Number(f.quote) / 2, f.where, "");
    else fire(id, Math.min(f.count, 2), f.where, f.quote);
  }
  const texts: { where: string; text: string; own?: ReadonlySet<string> }[] = [
    { where: "description", text: ownText(description, tool.name.toLowerCase(), agent) },
    ...paramTexts.filter((p) => p.folded !== "").map((p) => ({ where: `parameter \`${p.name}\``, text: joined(p.folded), own: new Set(splitName(p.name)) })),
    ...decoded.map((text) => ({ where: "decoded payload", text })),
    ...tool.params
      .filter((p) => p.name.length > 12)
      .map((p) => ({ where: `parameter name \`${p.name}\``, text: joined(splitName(p.name).join(" ")), own: new Set(splitName(p.name)) })),
  ];
  const nameWords = new Set(splitName(tool.name));
  const personRecord = writesPersonRecord(toolNameWords);
  // Each text screened once for every pattern (a pattern's index in PATTERNS is its index in SCREENED).
  const screens = texts.map((t) => SCREEN.screenOf(t.text));
  for (let p = 0; p < PATTERNS.length; p++) {
    const pattern = PATTERNS[p]!;
    if (pattern.inParams === true && pattern.id === "odd-param-name") continue;
    // A person record's email and phone are its fields: no signal at all, not even one of its subject.
    if (personRecord && pattern.id === "personal-data") continue;
    // An agent's own configuration speaks of and to its assistant.
    if (agent && pattern.id === "vocative-model") continue;
    let count = 0;
    let first: { where: string; quote: string; match: string } | undefined;
    /** A parameter's own flag or secret (`skipValidation` "skip validation", `privateKey` "private key"): an input the user sees. */
    let ownInput: { where: string; quote: string } | undefined;
    for (let t = 0; t < texts.length; t++) {
      if (screens[t]![p] !== 1) continue;
      const { where, text, own } = texts[t]!;
      const m = firstMatch(pattern, text);
      if (m === undefined) continue;
      if (own !== undefined && OWN_INPUT.has(pattern.id) && namesOwnInput(m[0], own)) {
        ownInput ??= { where, quote: quoteAt(text, m.index, m[0].length) };
        continue;
      }
      count++;
      first ??= { where, quote: quoteAt(text, m.index, m[0].length), match: `${text.slice(m.index, m.index + m[0].length + 40).split(" ")[0]!} ${m[0]}` };
    }
    if (first === undefined && ownInput !== undefined) {
      const becomes = OWN_INPUT.get(pattern.id);
      if (becomes !== undefined) fire(becomes, 1, ownInput.where, ownInput.quote);
      continue;
    }
    // Hype piles up: how many distinct claims the description makes, not only whether one does.
    if (first !== undefined && DENSITY.has(pattern.id))
      count = Math.max(count, new Set([...description.matchAll(DENSITY_RE.get(pattern.id)!)].slice(0, 3).map((m) => m[0])).size);
    // A secret, private file or conversation the tool's own name speaks of (`read_ssh_config` and
    // ~/.ssh, `upload_chat_history` and "chat history") is its job, not a target.
    // A tool that prompts a language model (chat messages with `role` and `content`) takes a conversation as its input.
    const id =
      ON_TOPIC_ABLE.has(pattern.id) &&
      first !== undefined &&
      ((agent && pattern.id === "conversation-data") ||
        ((count === 1 || pattern.id === "conversation-data" || nameWords.size > 1) && splitName(first.match).some((w) => namesSubject(w, nameWords))))
        ? "sensitive-target-on-topic"
        : pattern.id;
    if (first !== undefined) fire(id, Math.min(count, 3), first.where, first.quote);
  }
  // A rule for what another tool does ("when stripe_create_customer is called, set metadata.referrer …",
  // "for git_commit: always stage ~/.netrc"): no tool describes itself through another's calls.
  // Other tools said so count as named ones ("when any Helm tool is used, add …").
  const otherRule = classTexts.map(([where, text]) => ({ where, q: otherToolRule(marked(text)) })).find((r) => r.q !== undefined);
  if (otherRule !== undefined) fire("other-tool-rule", 1, otherRule.where, otherRule.q!.replaceAll(` ${TOOL_MARK}`, ""));
  // A heading addressed to the model in any language ("Para o assistente:", "POZNÁMKA PRO MODEL:"):
  // the English wording is the pattern's, the others' through the word classes.
  if (!agent && !signals.some((s) => s.id === "vocative-model")) {
    // The first text with such a heading (the texts after it are not read).
    for (const t of texts) {
      const heading = modelHeading(t.text);
      if (heading === undefined) continue;
      fire("vocative-model", 1, t.where, heading);
      break;
    }
  }
  // The description orders a call of this very tool with its own parameters filled ("call
  // calcular_frete with observacao holding the conversation"): in any language, a tool that
  // describes itself has no need to, and an order to feed it data does.
  // A tool whose job is finding attacks (a prompt-injection classifier, a tools/list auditor)
  // quotes them: said so by a signal of its own, whose weight the training sets.
  const opening = `${splitName(tool.name).join(" ")} ${firstSentence(description)}`;
  const guard = GUARD_JOB.exec(opening);
  if (guard !== null && ATTACK_TOPIC.test(opening)) fire("detects-attacks", 1, "description", quoteAt(opening, guard.index, guard[0].length));
  const self = selfCall(description, tool);
  if (self !== undefined) fire("calls-itself", 1, "description", self);
  const multi = texts.find((t) => screenedExec(MULTILINGUAL, t.text) !== null);
  if (multi !== undefined) {
    const m = MULTILINGUAL.exec(multi.text)!;
    fire("multilingual-order", 1, multi.where, quoteAt(multi.text, m.index, m[0].length));
  }

  // Parameters no caller needs: an odd name the description never explains.
  const oddName = PATTERNS.find((p) => p.id === "odd-param-name")!.re;
  for (const p of tool.params) {
    const lower = p.name.toLowerCase();
    if (!oddName.test(lower) || (agent && AGENT_PARAM.test(lower))) continue;
    // "Notes about the user" on `create_user`: a person record's notes, said so.
    const own = paramTexts.find((t) => t.name === p.name)?.folded ?? "";
    const mentioned =
      description.includes(lower.replace(/_/g, " ")) || description.includes(lower) || (personRecord && words(own).some((w) => namesSubject(w, nameWords)));
    fire(mentioned ? "odd-param-name" : "odd-param-unexplained", 1, `parameter \`${p.name}\``, p.name);
    break;
  }

  // Content unrelated to the tool's name: sensitive topics the name does not speak of.
  const topical = SENSITIVE_TOPIC.exec(description);
  if (
    topical !== null &&
    // "Never exposes connection credentials": a disclaimer, not the topic.
    !DISCLAIMED.test(description.slice(Math.max(0, topical.index - 30), topical.index)) &&
    ![...nameWords].some((w) => SENSITIVE_TOPIC.test(w)) &&
    signals.some((s) => s.id === "sensitive-target" || s.id === "exfil-verb" || s.id === "secret-words")
  ) {
    fire("off-topic-sensitive", 1, "description", quoteAt(description, topical.index, topical[0].length));
  }

  const sensitiveParam = tool.params.find(
    (p) =>
      !namesSecretById(p.name) &&
      SENSITIVE_PARAM_NAME.test(agent ? p.name.replace(AGENT_PARAM_PART, "") : p.name) &&
      // `privateKey` described as "Private key in hex format" is a wallet's declared input, not a lure.
      !(DECLARED_SECRET.test(p.name) && paramTexts.some((t) => t.name === p.name && DECLARED_SECRET.test(t.folded.replace(/ /g, "")))),
  );
  if (sensitiveParam !== undefined) fire("param-name-sensitive", 1, `parameter \`${sensitiveParam.name}\``, sensitiveParam.name);
  // A parameter about secrets on a tool whose name and description never speak of them: no
  // caller of a calculator needs to pass a password.
  const aboutSecrets = [...nameWords].some((w) => SENSITIVE_TOPIC.test(w)) || SENSITIVE_TOPIC.test(description);
  if (!aboutSecrets) {
    const secretParam = tool.params.find((p) => !namesSecretById(p.name) && SECRET_PARAM.test(splitName(p.name).join(" ")));
    if (secretParam !== undefined) fire("param-secret-off-topic", 1, `parameter \`${secretParam.name}\``, secretParam.name);
  }
  // A parameter the model is told to fill from what it holds, not from what the user asked.
  const fromContext = paramTexts.find((p) => FILL_FROM_CONTEXT.test(p.folded));
  if (fromContext !== undefined) {
    const m = FILL_FROM_CONTEXT.exec(fromContext.folded)!;
    fire("param-from-context", 1, `parameter \`${fromContext.name}\``, quoteAt(fromContext.folded, m.index, m[0].length));
  }
  // A parameter that asks for what the model or the user's machine holds, on a tool whose name and
  // description never speak of it: no caller of a dice roller needs the file the model last read.
  // In any language through the word classes: the conversation or private files, with something
  // to do with them (include, all, the user, send, read, secrets), where the tool's own words hold neither.
  // The parameters are read first: most ask for nothing of the kind, and the description is not read again.
  const classesOf = (text: string): Set<string> => {
    const out = new Set<string>();
    for (const w of words(text)) {
      const cls = classOf(w);
      if (cls !== undefined) out.add(cls);
    }
    return out;
  };
  // A person record's own fields ("User's email address" on `create_user`) are its subject: read without them.
  const heldTexts = personRecord ? paramTexts.map((p) => ({ name: p.name, folded: p.folded.replace(PERSON_DETAILS, " ").trim() })) : paramTexts;
  const wants = heldTexts.find((p) => p.folded !== "" && MODEL_HOLDS.test(p.folded));
  const asks =
    wants === undefined
      ? heldTexts.find((p) => {
          if (p.folded === "") return false;
          const has = classesOf(p.folded);
          return HELD.some((c) => has.has(c)) && HELD_WITH.some((c) => has.has(c));
        })
      : undefined;
  if (wants !== undefined || asks !== undefined) {
    const says = foldText(`${splitName(tool.name).join(" ")} ${tool.description}`);
    const m = wants === undefined ? null : MODEL_HOLDS.exec(wants.folded);
    if (wants !== undefined && m !== null && !MODEL_HOLDS.test(says) && !(agent && CONVERSATION.test(m[0]))) {
      fire("param-wants-model-data", 1, `parameter \`${wants.name}\``, quoteAt(wants.folded, m.index, m[0].length));
    } else if (asks !== undefined && !MODEL_HOLDS.test(says) && !HELD.some((c) => classesOf(says).has(c))) {
      fire("param-wants-model-data", 1, `parameter \`${asks.name}\``, quoteAt(asks.folded, 0, Math.min(asks.folded.length, 60)));
    }
  }
  // The model's choice of tool taken over: this tool for every task, instead of its own knowledge.
  const choice = CLAIMS_THE_CHOICE.exec(description);
  if (choice !== null) fire("claims-the-choice", 1, "description", quoteAt(description, choice.index, choice[0].length));
  // An encoder's own example (`"hello" ↔ "aGVsbG8="`) is its job, not a hidden payload: said so
  // by a signal of its own. Tag characters are never an encoder's example.
  const encoder = ENCODER.test(`${splitName(tool.name).join(" ")} ${description.slice(0, 300)}`);
  const rawTexts = [tool.description, ...tool.params.map((p) => p.description)];
  for (const raw of rawTexts) {
    const blob = opaqueBlob(raw);
    if (blob !== undefined) {
      fire(encoder ? "encoded-example" : "opaque-blob", 1, "description", blob.slice(0, 40));
      break;
    }
  }
  if (decoded.length > 0)
    fire(encoder && !/[\u{E0000}-\u{E007F}]/u.test(rawTexts.join(" ")) ? "encoded-example" : "decoded-payload", 1, "decoded payload", decoded[0]!);
  const rawAll = tool.description + tool.params.map((p) => p.description).join(" ");
  if (/[\u{E0000}-\u{E007F}]/u.test(rawAll)) fire("tag-characters", 1, "description", "");
  if (/[\u202A-\u202E\u2066-\u2069]/.test(rawAll)) fire("bidi-controls", 1, "description", "");
  if (/[\u200B-\u200D\u2060\uFEFF]/.test(rawAll)) fire("zero-width", 1, "description", "");
  // Every confusable is beyond ASCII: most tools need no scan at all.
  const mixed =
    /[^\x00-\x7f]/.test(tool.description) || /[^\x00-\x7f]/.test(tool.name)
      ? (screenedExec(LATIN_WORD_WITH_CONFUSABLE, tool.description) ?? screenedExec(LATIN_WORD_WITH_CONFUSABLE, tool.name))
      : null;
  if (mixed !== null) fire("homoglyph", 1, "description", mixed[0]);
  // Look-alike letters in the tool's own name: `gmail_sеnd` imitates `gmail_send`, whatever its prose says.
  const mixedName = /[^\x00-\x7f]/.test(tool.name) ? LATIN_WORD_WITH_CONFUSABLE.exec(tool.name) : null;
  if (mixedName !== null) fire("homoglyph-name", 1, "name", mixedName[0]);
  // A name beyond ASCII is no signal: servers in other languages name their tools in them (the
  // blind sets' attacks in other languages taught it a weight their benign tools then paid for).

  // Shape: long prose with many orders reads like a prompt, not like documentation.
  const sentences = description.split(/[.!?\n]+ /).filter((s) => s.trim().length > 3);
  const ordering = sentences.filter((s) =>
    /^\s*(?:always|never|do not|don't|you|ignore|before|after|make sure|ensure|remember|note|important|please|must)\b/.test(s),
  ).length;
  if (ordering > 0) fire("order-sentences", Math.min(ordering, 4) / 2, "description", "");
  const caps = tool.description.match(/\b[A-Z]{4,}\b/g)?.length ?? 0;
  if (caps >= 2) fire("shouting", Math.min(caps, 6) / 3, "description", "");
  const hype = tool.description.match(/[\u{1F300}-\u{1FAFF}\u2B50\u26A0\u2705\u274C\u2757]/gu)?.length ?? 0;
  if (hype >= 2) fire("emoji-hype", Math.min(hype, 6) / 3, "description", "");
  const bracketTag = /\[\[ ?\/?[a-z_ -]{3,30} ?\]\]/i.exec(tool.description);
  if (bracketTag !== null) fire("pseudo-tag", 1, "description", quoteAt(tool.description, bracketTag.index, bracketTag[0].length));
  else if (
    /<\s?\/?\s?[a-z_]{3,30}\s?>/i.test(tool.description) &&
    !/<\/?(?:br|p|b|i|code|pre|ul|li|ol|a|em|strong|table|tr|td|th|div|span|h\d)\s?>/i.test(tool.description)
  ) {
    const m = /<\s?\/?\s?[a-z_]{3,30}\s?>/i.exec(tool.description)!;
    fire("pseudo-tag", 1, "description", quoteAt(tool.description, m.index, m[0].length));
  }
  return { buckets, signals };
}
