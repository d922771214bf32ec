// A strict XML reader for tests (saxes: well-formedness and namespaces as the XML 1.0 and
// Namespaces specs say; any error throws). Not a test file itself.
import { SaxesParser } from 'saxes';

export interface XmlElement {
  /** The qualified name as written (`atom:link`). */
  name: string;
  /** The namespace URI of the element ('' for none). */
  uri: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, entities resolved (the children's text not included). */
  text: string;
}

/** Parses a whole document strictly; throws on the first well-formedness or namespace error. */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let failure: Error | undefined;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.name,
      uri: tag.uri,
      attributes: Object.fromEntries(
        Object.values(tag.attributes).map((attribute) => [attribute.name, attribute.value]),
      ),
      children: [],
      text: '',
    };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  if (failure) throw failure;
  if (!root) throw new Error('no root element');
  return root;
}

/** The children named `name` (qualified, as written). */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name);

/** The only child named `name`; throws when there is none or more than one. */
export function only(element: XmlElement, name: string): XmlElement {
  const found = childrenNamed(element, name);
  if (found.length !== 1) throw new Error(`${String(found.length)} <${name}> in <${element.name}>`);
  return found[0] as XmlElement;
}
