import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * A failure to read XML as a person can find it: the line and what is wrong there. Entity
 * declarations are refused outright: an import expands none (a "billion laughs" file stays small).
 */
export function xmlProblem(xml: string): { place: string; message: string } | null {
  const entity = /<!ENTITY/i.exec(xml);
  if (entity)
    return {
      place: `line ${xml.slice(0, entity.index).split('\n').length}`,
      message: 'declares XML entities (<!ENTITY …>), which an import does not expand',
    };
  const result = XMLValidator.validate(xml, { allowBooleanAttributes: true });
  if (result === true) return null;
  return { place: `line ${result.err.line}`, message: `is not readable XML: ${result.err.msg}` };
}

/**
 * Text of a file's bytes, without a byte-order mark: UTF-8, or UTF-16 when a byte-order mark says
 * so (Notepad's "Unicode").
 */
export function decodeText(bytes: Uint8Array): string {
  const encoding =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : 'utf-8';
  return new TextDecoder(encoding).decode(bytes).replace(/^\uFEFF/, '');
}

/** Nested-object XML (Moodle's document is regular enough); attributes as plain keys under `$`. */
export function objectXmlParser(arrays: string[]) {
  const always = new Set(arrays);
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    attributesGroupName: '$',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    htmlEntities: true,
    processEntities: true,
    isArray: (name) => always.has(name),
  });
}
