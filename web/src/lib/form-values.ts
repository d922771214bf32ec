/**
 * The text fields of a form as they stand in the page: what the visitor typed, even before the
 * page's code ran (a prerendered form's fields can be filled while it loads, and React's state
 * never hears of it). A missing field, or a file, reads as ''.
 */
export function readTextFields<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
): Record<Name, string> {
  const data = new FormData(form);
  const values = {} as Record<Name, string>;
  for (const name of names) {
    const value = data.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}
