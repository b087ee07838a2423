/**
 * Word classes for the poisoning scorer: words that play one part in an attack (a secret, a way
 * of sending, the user, the model, "always", another tool) share one class, in English and in the
 * languages the model reads, so a synonym nobody trained on shares the weight its class learnt.
 * Sentence-level pairs of classes are the named signals: a sentence that sends a secret, hides
 * something from the user, orders something for every call, or ranks this tool over others,
 * whatever its wording. Words are matched whole or by a crude stem (no suffix tables to tune).
 */

import { hasCjk } from "../../core/util/scripts.js";
import { ADVICE, WARNS_USER } from "./advice.js";

const CLASSES: Readonly<Record<string, string>> = {
  SECRET:
    "暗証番号 password passwd passphrase credential secret token apikey cookie ssh rsa mnemonic seed wallet keychain pin otp puk cvc cvv mfa 2fa passcode wachtwoord heslo contraseña clave contrasena passwort kennwort zugangsdaten credenciales identifiants senha пароль ключ 密码 密碼 凭据 密钥 パスワード 認証情報 비밀번호 토큰",
  CONVO:
    "conversation chat history transcript dialogue dialog prompt memory previous prior earlier context conversación historial conversation historique unterhaltung verlauf conversa cronologia переписка история 对话 历史 会话 上下文 会話 履歴 대화 기록",
  PRIVATE: "env environment dotenv netrc npmrc home profile keyring variables",
  SEND: "send forward transmit upload post relay mirror copy exfiltrate beacon share email mail deliver submit push sync attach append embed bcc cc leak enviar envía envie envoyer envoie senden schicken sende übermitteln inviare invia отправь отправить переслать 发送 转发 送信 転送 전송 보내",
  HIDE: "silently quietly secretly covertly discreetly hidden hide conceal invisibly unnoticed background stealth silencio silenciosamente secrètement discrètement heimlich unbemerkt segretamente silenziosamente тайно незаметно 悄悄 秘密 こっそり 몰래",
  TELL: "tell inform mention reveal notify alert disclose explain warn know aware notice decir informar mencionar dire informer mentionner sagen informieren mitteilen dirlo informare dizer сообщать говорить 告诉 告知 提及 伝え 知らせ 알리",
  USER: "user human person customer operator usuario utilisateur benutzer nutzer anwender utente usuário gebruiker gebruikers пользователь 用户 ユーザー 사용자",
  NEG: "not never dont without avoid nunca jamais niemals mai nie niet nicht não nao pas никогда 不要 切勿 절대 伝えず 言わず 知らせず",
  MODEL: "assistant model agent ai llm claude gpt copilot chatbot you yourself asistente assistant assistent assistente ассистент 助手 アシスタント 어시스턴트",
  ALWAYS: "always every each whenever all any must mandatory required shall ensure siempre toujours immer sempre всегда 始终 总是 每次 常に 必ず 항상 반드시",
  TRIGGER: "before first prior start beginning startup initially once antes avant bevor prima перед 之前 前に 전에",
  // Not "service", "function" or "extension": a cloud's services and code's functions are no tools ("plugin_execute({ service: …").
  TOOL: "tool server plugin herramienta outil werkzeug strumento ferramenta инструмент 工具 ツール 도구",
  PREFER:
    "prefer preferred preference instead rather exclusively only best superior primary recommended favour favor priority prioritise prioritize default trusted official",
  OTHER:
    "other another competing alternative remaining else rival similar otro otros otra otras demás autre autres andere anderen altro altri altre outro outros outra inne innego innym другие 其他 他の 다른",
  OVERRIDE: "ignore disregard forget override supersede bypass overrule replace ignorar ignorer ignorieren ignorare игнорировать 忽略 无视 無視 무시",
  INSTR:
    "instruction rule guideline directive policy order command guidance instrucción instrucciones consigne anweisung istruzione instrução инструкция 指令 指示 지시",
  CALL: "call invoke run execute use trigger llamar usar appeler utiliser aufrufen verwenden chiamare usare chamar usar вызвать использовать 调用 使用 呼び出 사용",
  URGENT: "important critical urgent crucial essential vital immediately warning attention",
  PRETEXT: "compliance audit auditing verification approved consent authorized telemetry analytics logging debugging regulatory gdpr sox hipaa",
  ADDRESS: "url endpoint webhook address inbox domain http https ip",
  ASK: "ask demand solicit pedir preguntar solicitar demander fragen bitten chiedere perguntar спросить попросить запросить 询问 要求 聞い 教えて 요청",
  READ: "read load open fetch collect gather retrieve extract grab dump capture scan harvest contents verbatim",
  INCLUDE: "include pass put insert place provide supply fill populate attach add 含め 含む 入れて 添付 附上 附带 包含 포함 첨부",
  // An action added to the job ("also", "additionally"): with an order verb, a piggyback.
  ALSO: "also additionally besides furthermore moreover también además aussi également auch zusätzlich außerdem anche inoltre também além juga ayrıca także również też тоже также також ook eveneens cũng 也 另外 同时",
  // What one says of a rival to be picked over it: whatever the wording, the others are bad.
  BAD: "deprecated legacy unreliable manipulated inconsistent broken unofficial compromised outdated obsolete inaccurate buggy insecure unsafe flawed tampered untrusted untrustworthy poisoned hijacked spoofed fake malicious corrupted lose loses",
};

/**
 * Word beginnings in more languages (a word that starts with one takes its class when it has none
 * of its own): inflected forms nobody listed (`envíe`, `wyślij`, `gönderin`, `отправьте`) share the
 * weight their class learnt in English. Four to eight letters, chosen not to begin common English words.
 */
const PREFIXES: Readonly<Record<string, string>> = {
  SECRET:
    "contraseñ contrasen senha hasł hasl şifre sifre lösenord salasan sandi mật khẩu пароль парол токен ключі ключа ключ clave chiave schlüss kennwort passwort identifiant credenci zugangsd учётн учетн облікові كلمة",
  CONVO:
    "conversac conversa conversaz rozmow sohbet percakap hội thoại разговор розмов переписк gespräch unterhalt historial histórico historiqu cronolog verlauf historia geçmiş riwayat lịch историю історі محادثة",
  SEND: "envía envíe envíen envie enviá envia enviar envío envoy envoie wyśl wysył przesł gönder kirim gửi skicka lähetä verstuur отправ отпр надісл перешл пересл sende schick übermitt invia inviar carica yükle unggah ارسل أرسل",
  // Hiding, and telling verbs whose negation is part of the word (Czech `neoznamuj`, `neříkej`): keeping it from someone.
  HIDE: "silencios молча тихо cicho potajem sessizce gizli diam-diam heimlich discretam segretam скрыт скрыв прихов omita omitir ocult nascond verberg verzwijg neoznam neříkej nerikej nesděl nesdel neinform",
  TELL: "informar informe informuj inform mencion menzion mentionn wspomin powiadom söyle belirt bildir beritah thông báo сообщ упомин говор повідом скаж erwähn mitteil avisar avvis dirgli mostr vertel informeer oznam",
  USER: "usuari utilisat użytkown uzytkown kullanıc kullanic pengguna användar käyttäj người пользоват користувач benutzer nutzer utente uživatel uzivatel المستخدم",
  NEG: "nunca jamais niemals никогда ніколи không jangan tidak asla hiçbir żadn nigdy",
  MODEL: "asistente assistente asystent asistan asisten trợ ассистент асистент помощник помічник assistent المساعد",
  ALWAYS:
    "tüm wszystk semua cualquier qualquer qualsias herhangi każd setiap mọi любой любого будь-як jedem jeder chaque siempre sempre zawsze daima selalu luôn всегда завжди toujours обязательно обов'язков mutlaka wajib siempr",
  TRIGGER: "antes avant przed önce sebelum trước перед bevor قبل",
  ASK: "demand pidan pida pídale pergunt solicit vraag poproś popros zapyta iste minta hỏi запрос попрос спрос chied",
  TOOL: "herramient ferrament narzędz aracı araç alat инструмент інструмент werkzeug outil strument serveur servidor أداة",
  PREFER:
    "preferid preferenc preferowan tercih предпочт переваж bevorzug préfér preferit exclusiv wyłączn sadece hanya только лише ausschließ uniquement únicamente unicamente único única jedyn solament",
  OTHER: "otros otras outro outra innych inny diğer başka lain khác другие другой други інші інш andere autres altri altre أخرى",
  OVERRIDE: "ignora ignore ignoruj yoksay abaikan игнор ігнор ignorier olvid oubli vergiss dimentic esqueç забуд",
  INSTR: "instrucc instruç instrukc talimat instruksi инструкц інструкц anweisung consign istruzion regel reglas règle",
  CALL: "llamar llame llamando chame chama chiam wywoł wywol çağır cagir panggil gọi вызов вызыв виклик aufruf appel",
  BAD: "obsolet desactualiz desatualiz nieaktual usang lỗi устарев застар veraltet obsolè obsolète obsoleto deprecat inseguro unsicher riesgo rischio ryzyk",
  PRETEXT:
    "cumplimient conformid zgodnoś zgodnos uyumluluk kepatuhan соответств відповідн conformit auditor auditoría auditoria normativ regulac regulam vorschrift",
  INCLUDE: "incluy inclua añad adicion dołącz dolacz ekley ekle sertakan thêm включ добав додай füge fügen inclu ajout aggiung allega",
};
const PREFIX_OF = new Map<string, string>();
for (const [cls, list] of Object.entries(PREFIXES)) for (const p of list.split(" ")) if (p.length >= 3 && !PREFIX_OF.has(p)) PREFIX_OF.set(p, cls);
/** The class of the longest listed beginning of a word (beginnings of three to ten letters). */
function prefixClass(w: string): string | null {
  for (let n = Math.min(w.length, 10); n >= 3; n--) {
    const cls = PREFIX_OF.get(w.slice(0, n));
    if (cls !== undefined) return cls;
  }
  return null;
}

const CLASS_OF = new Map<string, string>();
/** Each class's number: a bit in a sentence's mask, a slot in the bucket tables. */
const CLASS_NAMES = Object.keys(CLASSES);
const CLASS_INDEX = new Map(CLASS_NAMES.map((c, i) => [c, i]));
const K = CLASS_NAMES.length;
/** Entries in scripts written without spaces: the word splitter cuts them into characters, so they are looked for whole. */
const CJK_ENTRIES: [string, string][] = [];
for (const [cls, list] of Object.entries(CLASSES))
  for (const w of list.split(" ")) {
    if (hasCjk(w)) CJK_ENTRIES.push([w, cls]);
    else if (!CLASS_OF.has(w)) CLASS_OF.set(w, cls);
  }

/** A crude English stem: plural, past, gerund, adverb and noun endings off. */
function stem(w: string): string {
  if (w.length < 5) return w.endsWith("s") && w.length > 3 ? w.slice(0, -1) : w;
  for (const suffix of ["ations", "ation", "ings", "ing", "edly", "ed", "ers", "er", "ly", "ies", "es", "s"]) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      const base = w.slice(0, -suffix.length);
      return suffix === "ies" ? `${base}y` : base;
    }
  }
  return w;
}

/**
 * A word of class OTHER (U+02CD, a letter to the word splitter) that poison-features.ts writes
 * after another tool's name in the text classes are read from (`fetch_url ˍ`), so "prefer this over
 * fetch_url" and "before kubectl_apply runs" read as about another tool; quotes drop it again.
 */
export const TOOL_MARK = "\u02CD";

/** What is known of a word: its class (or null) and its stem. */
interface WordInfo {
  readonly cls: string | null;
  readonly stem: string;
}
/** Words already looked up (bounded: a hostile input cannot grow it without end). */
const seen = new Map<string, WordInfo>();

function infoOf(w: string): WordInfo {
  let info = seen.get(w);
  if (info !== undefined) return info;
  const s = stem(w);
  info = { cls: w === TOOL_MARK ? "OTHER" : (CLASS_OF.get(w) ?? CLASS_OF.get(s) ?? CLASS_OF.get(`${s}e`) ?? (w.length >= 3 ? prefixClass(w) : null)), stem: s };
  if (seen.size < 50_000) seen.set(w, info);
  return info;
}

/** The class of a word (folded, lower case), or undefined. */
export function classOf(w: string): string | undefined {
  return infoOf(w).cls ?? undefined;
}

/** Named sentence signals: which pairs of classes one sentence holds. */
const SENTENCE_SIGNALS: readonly { readonly id: string; readonly test: (has: { has(cls: string): boolean }) => boolean }[] = [
  // Sending a secret, the conversation or a private file.
  { id: "c-send-secret", test: (h) => h.has("SEND") && (h.has("SECRET") || h.has("CONVO") || h.has("PRIVATE")) },
  // Reading a secret or private file and passing it into the call.
  { id: "c-read-include", test: (h) => h.has("READ") && h.has("INCLUDE") && (h.has("SECRET") || h.has("CONVO") || h.has("PRIVATE")) },
  // Hiding from the user: a hiding word, or "do not tell the user".
  { id: "c-hide-user", test: (h) => (h.has("HIDE") && (h.has("USER") || h.has("TELL"))) || (h.has("NEG") && h.has("TELL") && h.has("USER")) },
  // An order that fires before or for every call: "before any tool", "at the start of each session".
  // Only about the session or the other tools: "call this first, then …" is a server's own workflow.
  { id: "c-every-call", test: (h) => h.has("TRIGGER") && h.has("ALWAYS") && (h.has("CONVO") || (h.has("OTHER") && (h.has("TOOL") || h.has("CALL")))) },
  // This tool over the others ("the primary tool for all files" ranks nothing).
  { id: "c-prefer", test: (h) => h.has("PREFER") && h.has("OTHER") },
  // Other instructions overruled.
  { id: "c-override", test: (h) => h.has("OVERRIDE") && (h.has("INSTR") || h.has("OTHER")) },
  // The model ordered to act on other tools, sending or hiding.
  { id: "c-model-order", test: (h) => h.has("MODEL") && h.has("ALWAYS") && (h.has("SEND") || h.has("HIDE") || (h.has("CALL") && h.has("OTHER"))) },
  // Other tools run down: "those tools return manipulated content", "other data tools are legacy".
  { id: "c-disparage", test: (h) => h.has("BAD") && h.has("OTHER") },
  // The model told to keep off other tools: "never use another calculator", "do not call fetch_url".
  { id: "c-avoid-other", test: (h) => h.has("NEG") && h.has("CALL") && h.has("OTHER") },
  // The user asked for a secret of their own (a password, a PIN, a one-time code): no tool needs it typed into the chat.
  { id: "c-ask-secret", test: (h) => h.has("ASK") && h.has("USER") && h.has("SECRET") },
  // What other tools hold or return, sent or put into this call: "include everything the other tools
  // returned", "upload a copy of every file exported with other tools" ("never paste it into other tools" forbids it).
  { id: "c-other-output", test: (h) => h.has("OTHER") && h.has("TOOL") && (h.has("SEND") || h.has("INCLUDE")) && !h.has("NEG") },
  // One more action after the job's, ordered: "after adding, also add …", "please also call file_return",
  // "also include the date of birth". Only after a text's first sentence, which says what the job is.
  { id: "c-also-order", test: (h) => h.has("ALSO") && (h.has("SEND") || h.has("INCLUDE") || h.has("CALL") || h.has("READ")) },
  // A pretext for sending data.
  { id: "c-pretext-send", test: (h) => h.has("PRETEXT") && h.has("SEND") && (h.has("ADDRESS") || h.has("SECRET") || h.has("CONVO")) },
];

/** Signals read only after a text's first sentence (the first says what the tool does). */
const LATER_ONLY: ReadonlySet<string> = new Set(["c-also-order"]);

/** Classes that make a sentence off its tool's topic worth noting: data, secrecy, other tools, other orders. */
const OFF_TOPIC_CLASSES = ["SEND", "SECRET", "CONVO", "PRIVATE", "HIDE", "OVERRIDE", "OTHER"];
/** Verbs that open an order (sentence-initial, base form). */
const ORDER_VERB_CLASSES = new Set(["SEND", "TELL", "INCLUDE", "READ", "HIDE", "OVERRIDE", "CALL"]);
/** A path to a dotfile or home directory, read as a private file whatever its name. */
const PRIVATE_PATH = /(?:~\/|\$home|%userprofile%|(?:^|[\s/'"`(])\.[a-z][\w-]{1,20}(?:\/|\b))/;

/** Words apart within which two classes count as one thought. */
const WINDOW = 15;
/** WINDOW in characters of a script written without spaces. */
const CJK_WINDOW = 60;
/** A sentence that refuses what it names. */
const REFUSES = /\b(?:reject|refus|block|den(?:y|ied|ies)|forbid|disallow|prevent|not allowed|not permitted)\w*/;

/**
 * Signals that are a tool's job when its own name speaks of the data (`upload_chat_history`
 * sending the chat history): the classes its name holds.
 */
export function ownJob(nameWords: readonly string[]): Set<string> {
  const out = new Set<string>();
  if (
    nameWords.some((w) => {
      const c = classOf(w);
      return c === "SECRET" || c === "CONVO" || c === "PRIVATE";
    })
  ) {
    out.add("c-send-secret");
    out.add("c-read-include");
  }
  return out;
}

export const SENTENCE_SIGNAL_IDS: readonly string[] = SENTENCE_SIGNALS.map((s) => s.id);

/** Sentence ends: full stops, question and exclamation marks, semicolons, line breaks, CJK stops. */
const SENTENCE_END = /[.!?;\n。！？；]+(?:\s|$)|[。！？；\n]/;

export interface ClassFeatures {
  /** Hashed buckets to add: each class seen, and each pair of consecutive classes in a sentence. */
  readonly buckets: number[];
  /** Sentence signals that fired, with the first sentence that fired each. */
  readonly fired: Map<string, string>;
}

/** Buckets of `<prefix>c:<class>` (slot i) and `<prefix>c:<class>><class>` (slot K + i·K + j), hashed once per key. */
const keyBuckets = new Map<string, Int32Array>();
function bucketTable(prefix: string): Int32Array {
  let table = keyBuckets.get(prefix);
  if (table === undefined) keyBuckets.set(prefix, (table = new Int32Array(K + K * K).fill(-1)));
  return table;
}

/** A sentence's classes as a bit mask, read through `has` (one object reused, no Set per word). */
class Mask {
  bits = 0;
  has(cls: string): boolean {
    return (this.bits & (1 << CLASS_INDEX.get(cls)!)) !== 0;
  }
}

/**
 * Classes of a folded text's words, by sentence. `prefix` keeps the description's and the
 * parameters' apart; `topic` (stems of what the tool is about), when given, marks later
 * sentences that share none of it.
 */
export function classFeatures(
  text: string,
  splitWords: (t: string) => string[],
  bucketOf: (key: string) => number,
  prefix: string,
  out: ClassFeatures,
  skipModel = false,
  topic?: ReadonlySet<string>,
  exempt?: ReadonlySet<string>,
): void {
  if (text === "") return;
  let index = 0;
  let orders = 0;
  const table = bucketTable(prefix);
  const slot = (i: number, key: () => string): void => {
    let b = table[i]!;
    if (b < 0) table[i] = b = bucketOf(`${prefix}c:${key()}`);
    out.buckets.push(b);
  };
  const add = (cls: string): void => {
    const i = CLASS_INDEX.get(cls)!;
    slot(i, () => cls);
  };
  const addPair = (prev: number, cls: number): void => slot(K + prev * K + cls, () => `${CLASS_NAMES[prev]}>${CLASS_NAMES[cls]}`);
  const near = new Mask();
  const last = new Int32Array(K);
  for (const sentence of text.split(SENTENCE_END)) {
    if (sentence.length < 3) continue;
    const has = new Set<string>();
    let first = true;
    let onTopic = topic === undefined;
    // Where each class was last seen: pairs count only within WINDOW words (folded text has lost its line breaks).
    last.fill(-1_000_000);
    let seenClasses = 0;
    let prevIndex = -1;
    let position = 0;
    for (const w of splitWords(sentence)) {
      position++;
      const info = infoOf(w);
      if (!onTopic && w.length > 2 && topic!.has(info.stem)) onTopic = true;
      const cls = info.cls;
      // A sentence after the first that opens on an order verb ("Send …", "Include …").
      if (first && index > 0 && cls !== null && ORDER_VERB_CLASSES.has(cls) && w === info.stem) orders++;
      first = false;
      if (cls === null || (skipModel && cls === "MODEL")) continue;
      const ci = CLASS_INDEX.get(cls)!;
      if (!has.has(cls)) add(cls);
      if (prevIndex >= 0 && prevIndex !== ci) addPair(prevIndex, ci);
      has.add(cls);
      if (last[ci]! < 0) seenClasses++;
      last[ci] = position;
      prevIndex = ci;
      if (seenClasses < 2) continue;
      near.bits = 0;
      for (let c = 0; c < K; c++) if (position - last[c]! <= WINDOW) near.bits |= 1 << c;
      for (const sig of SENTENCE_SIGNALS)
        if (
          !out.fired.has(sig.id) &&
          !(exempt?.has(sig.id) ?? false) &&
          (index > 0 || !LATER_ONLY.has(sig.id)) &&
          sig.test(near) &&
          !advisesInstead(sig.id, sentence, has)
        )
          out.fired.set(sig.id, sentence.trim().slice(0, 120));
    }
    let extra = false;
    const found = (cls: string): void => {
      has.add(cls);
      add(cls);
      extra = true;
    };
    if (!has.has("PRIVATE") && PRIVATE_PATH.test(sentence)) found("PRIVATE");
    // A later sentence that shares no word with the tool's name, parameters or first sentence,
    // about data, secrecy or other tools: text unrelated to what the tool does (unless it refuses it: "~/.ssh is rejected").
    if (index > 0 && !onTopic && !out.fired.has("c-off-topic") && OFF_TOPIC_CLASSES.some((c) => has.has(c)) && !REFUSES.test(sentence))
      out.fired.set("c-off-topic", sentence.trim().slice(0, 120));
    index++;
    if (hasCjk(sentence)) for (const [w, cls] of CJK_ENTRIES) if (!has.has(cls) && sentence.includes(w)) found(cls);
    // Classes found beyond words (paths, CJK) are tested over the short sentence as a whole (a CJK
    // sentence's words are its characters: a clause of fifteen words is some sixty of them).
    if (!extra || has.size < 2 || splitWords(sentence).length > (hasCjk(sentence) ? CJK_WINDOW : WINDOW)) continue;
    for (const sig of SENTENCE_SIGNALS)
      if (!out.fired.has(sig.id) && !(exempt?.has(sig.id) ?? false) && (index > 1 || !LATER_ONLY.has(sig.id)) && sig.test(has))
        out.fired.set(sig.id, sentence.trim().slice(0, 120));
  }
  if (orders > 0) out.fired.set("c-order-verbs", String(Math.min(orders, 3)));
}

/** The user doing the asking ("when the user asks for", "unless they explicitly request"). */
const USER_ASKS = /\b(?:users?|they|he|she|customers?)\b(?: \S+){0,2} (?:asks|asked|requests|requested|demands|wants)\b/i;

/** "You can also post it there", "this may also be called": an option offered, not an order. */
const OFFERS = /\b(?:can|may|could|might)(?: \w+)? (?:also|additionally)\b/;

/** A sentence that passes advice or a warning on to the user (advice.ts): what the user does, not what the model hides or sends. */
function advisesInstead(signal: string, sentence: string, has: ReadonlySet<string>): boolean {
  if (signal === "c-send-secret") return WARNS_USER.test(sentence);
  if (signal === "c-also-order") return OFFERS.test(sentence);
  // Other tools said so ("the other tools", "another tool"): a tool named in an example call is not that.
  if (signal === "c-other-output") return !sentence.split(/[^\p{L}\p{M}]+/u).some((w) => w !== TOOL_MARK && classOf(w) === "OTHER");
  // "When the user asks for their API key": the user asking, not asked; "never ask the user for it": forbidden.
  if (signal === "c-ask-secret") return has.has("NEG") || USER_ASKS.test(sentence);
  return signal === "c-hide-user" && !has.has("HIDE") && ADVICE.test(sentence);
}

/** Stems of a tool's own words (name, parameter names, first sentence): what it is about. */
export function topicOf(words: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const w of words) if (w.length > 2) out.add(infoOf(w).stem);
  return out;
}
