/**
 * A ref callback for a form served as HTML: the served form has no `novalidate`, so before the
 * page's code runs (or without it) the browser itself checks `required` and `type="email"`. Once
 * the code runs it shows its own Spanish messages beside each field, so it turns the browser's
 * check off on the element (a ref, not a prop: the prop would be in the served HTML). A ref
 * callback, not a mount effect: a form rendered anew (after a thank-you) is taken over too.
 */
export function takeOverValidation(form: HTMLFormElement | null): void {
  if (form) form.noValidate = true;
}
