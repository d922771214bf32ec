/** Joins the class names that are set (skips false, null, undefined and ''). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
