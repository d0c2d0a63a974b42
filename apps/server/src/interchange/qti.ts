import { unzipSync } from 'fflate';
import { ZIP_LIMITS, zipProblem } from './limits.ts';
import { directoryOf, resolvePath, type Files } from './qti-body.ts';
import { readItem } from './qti-item.ts';
import { attr, findAll, parseOrdered, textOf } from './qti-xml.ts';
import { ReportBuilder, type ParsedImport } from './report.ts';
import { decodeText, xmlProblem } from './xml.ts';

/** Reads an IMS QTI 2.1/2.2/3.0 content package (a zip with imsmanifest.xml). */
export function parseQtiPackage(fileName: string, bytes: Uint8Array): ParsedImport {
  const out = new ReportBuilder(fileName, 'qti');
  const refused = zipProblem(bytes, ZIP_LIMITS.qti);
  if (refused) {
    out.error(
      'file',
      refused.startsWith('is not')
        ? refused.replace('a readable zip', 'a readable zip package')
        : `is refused: it ${refused}`,
    );
    return out.done();
  }
  let files: Files;
  try {
    const entries = unzipSync(bytes, { filter: (file) => !file.name.endsWith('/') });
    files = new Map(Object.entries(entries));
  } catch (error) {
    out.error('file', `is not a readable zip package: ${(error as Error).message}`);
    return out.done();
  }
  const manifestPath = [...files.keys()]
    .filter((path) => path === 'imsmanifest.xml' || path.endsWith('/imsmanifest.xml'))
    .sort((a, b) => a.length - b.length)[0];
  if (!manifestPath) {
    out.error('file', 'is not a QTI content package: it has no imsmanifest.xml');
    return out.done();
  }
  const manifestXml = decodeText(files.get(manifestPath) ?? new Uint8Array());
  const problem = xmlProblem(manifestXml);
  if (problem) {
    out.error(`imsmanifest.xml ${problem.place}`, problem.message);
    return out.done();
  }
  const resources = findAll(parseOrdered(manifestXml), 'resource').filter((resource) =>
    /item/i.test(attr(resource, 'type') ?? ''),
  );
  if (resources.length === 0) out.error('imsmanifest.xml', 'lists no QTI item resources');
  for (const resource of resources) {
    const href = attr(resource, 'href') ?? '';
    const path = resolvePath(directoryOf(manifestPath), href);
    const itemBytes = files.get(path);
    if (!itemBytes) {
      out.problem(
        `resource ${attr(resource, 'identifier') ?? href}`,
        `file "${href}" is not in the package`,
      );
      continue;
    }
    const keywords = findAll([resource], 'keyword').map((keyword) => textOf(keyword).trim());
    readItem(out, decodeText(itemBytes), { path, files, tags: keywords });
  }
  return out.done();
}

/** Reads one QTI item file on its own (its images cannot come with it). */
export function parseQtiItem(fileName: string, bytes: Uint8Array): ParsedImport {
  const out = new ReportBuilder(fileName, 'qti');
  readItem(out, decodeText(bytes), { path: fileName, files: new Map(), tags: [] });
  return out.done();
}
