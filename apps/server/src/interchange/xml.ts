import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** A failure to read XML as a person can find it: the line and what is wrong there. */
export function xmlProblem(xml: string): { place: string; message: string } | null {
  const result = XMLValidator.validate(xml, { allowBooleanAttributes: true });
  if (result === true) return null;
  return { place: `line ${result.err.line}`, message: `is not readable XML: ${result.err.msg}` };
}

/** Text of a file's bytes, without a byte-order mark. */
export function decodeText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
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
