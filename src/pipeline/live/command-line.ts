// Splits the `--stdio "node server.js --flag"` string into a command and its arguments the
// way a POSIX shell splits words, but with nothing else a shell does: no variables, globs,
// pipes or redirections. The user's shell has already expanded what it was going to, and
// the command is spawned without a shell, so what is written is what runs.

export function parseStdioCommand(commandLine: string): { command: string; args: string[] } {
  const words: string[] = [];
  let word = "";
  let inWord = false;
  let quote: "'" | '"' | undefined;
  for (let i = 0; i < commandLine.length; i++) {
    const c = commandLine[i]!;
    if (quote === "'") {
      if (c === "'") quote = undefined;
      else word += c;
    } else if (quote === '"') {
      if (c === '"') quote = undefined;
      else if (c === "\\" && i + 1 < commandLine.length && '"\\$`\n'.includes(commandLine[i + 1]!)) {
        i++;
        if (commandLine[i] !== "\n") word += commandLine[i];
      } else word += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      inWord = true;
    } else if (c === "\\") {
      inWord = true;
      i++;
      // A backslash before a newline joins lines; at the very end it stands for itself.
      if (i >= commandLine.length) word += "\\";
      else if (commandLine[i] !== "\n") word += commandLine[i];
    } else if (c === " " || c === "\t" || c === "\n" || c === "\r") {
      if (inWord) words.push(word);
      word = "";
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (quote) throw new Error(`the server command has an unterminated ${quote} quote: ${commandLine}`);
  if (inWord) words.push(word);
  const [command, ...args] = words;
  if (command === undefined || command === "") throw new Error('the server command is empty: give the program to start, e.g. --stdio "node server.js"');
  return { command, args };
}
