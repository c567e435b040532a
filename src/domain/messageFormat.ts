/** The message with each `{key}` replaced by its value; unknown keys are left as written. Values are inserted as text. */
export function format(message: string, values: Readonly<Record<string, string>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? values[key] ?? whole : whole));
}
