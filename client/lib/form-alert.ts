/**
 * The words a form shows above its fields for a refusal: the message, unless the very same words already
 * stand at one of the fields the form shows. A refusal that names a field ("Your current password is not
 * correct.") is then said once, where it applies; one that names no shown field keeps the alert.
 */
export function formAlert(message: string | null | undefined, fields: Record<string, string>, shown: readonly string[]): string | null {
  if (!message) return null;
  return shown.some((name) => fields[name] === message) ? null : message;
}
