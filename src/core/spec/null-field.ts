// One message for an optional field sent as `null`, which the schemas never allow: the
// TypeScript SDK validates tools/list results and rejects the whole list over one such field.
export function nullFieldMessage(field: string): string {
  return `\`${field}\` is \`null\`; omit the field instead. Optional fields are absent, never \`null\`: strict clients (the TypeScript SDK among them) reject the whole tools/list result over one \`null\` field.`;
}
