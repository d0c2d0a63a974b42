import sanitizeHtml from 'sanitize-html';
import type { TQuestionBody } from '@exam/contracts/questions/entities';
import { MEDIA_PATH_PREFIX } from '@exam/contracts/common/image-url';
import { imageSources } from './html.ts';
import type { ImportImage } from './report.ts';

/** A question to export: its bank key (the item identifier / Moodle idnumber) and its body. */
export interface ExportQuestion {
  key: string;
  body: TQuestionBody;
}

/**
 * The key an export gives a bank question that has none (written in the console): its id, so that
 * importing the file back into the same bank updates that question instead of adding a copy.
 */
export const exportKeyOf = (id: number) => `bank-${id}`;
const EXPORT_KEY = /^bank-([1-9][0-9]{0,9})$/;
/** The bank question id of a key exportKeyOf wrote, else null. */
export function idOfExportKey(key: string | null): number | null {
  const id = key ? EXPORT_KEY.exec(key)?.[1] : undefined;
  return id && Number(id) <= 2_147_483_647 ? Number(id) : null;
}

/** The media the questions show, by SHA-256 (their `/media/<sha>` sources). */
export type ExportImages = Map<string, ImportImage>;

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/** The SHA-256 of a stored image's source (`/media/<sha>`), else null. */
export function mediaSha(src: string): string | null {
  return src.startsWith(MEDIA_PATH_PREFIX) ? src.slice(MEDIA_PATH_PREFIX.length) : null;
}

/** Every HTML field of a body. */
export function bodyTexts(body: TQuestionBody): string[] {
  return [
    body.textEn,
    body.textHi,
    body.solutionEn,
    body.solutionHi,
    ...body.options.flatMap((o) => [o.textEn, o.textHi]),
    body.passage?.textEn,
    body.passage?.textHi,
  ].filter((text): text is string => Boolean(text));
}

/** The SHA-256s of the stored images the questions show. */
export function mediaOfQuestions(questions: ExportQuestion[]): string[] {
  const shas = questions.flatMap((q) => bodyTexts(q.body).flatMap(imageSources)).map(mediaSha);
  return [...new Set(shas.filter((sha): sha is string => sha !== null))];
}

/** The file name an exported image gets: its hash, with the extension of its type. */
export const mediaFileName = (sha: string, image: ImportImage) =>
  `${sha}.${EXTENSIONS[image.mimeType] ?? 'bin'}`;

/**
 * HTML as well-formed XHTML for XML formats: every element closed, void elements self-closed,
 * MathML in its namespace. The stored HTML is already sanitised; this only re-serialises it.
 */
export function toXhtml(html: string): string {
  return sanitizeHtml(html, {
    // Every element stays (MathML included) except script and style, which are dropped outright.
    allowedTags: false,
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => frame.tag === 'script' || frame.tag === 'style',
    allowedAttributes: false,
    allowedSchemes: ['https', 'http', 'data', 'mailto'],
    parser: { recognizeSelfClosing: true, lowerCaseAttributeNames: false },
  }).replace(/<math(?![^>]*\bxmlns=)/g, '<math xmlns="http://www.w3.org/1998/Math/MathML"');
}

/** Text for an XML attribute or element. */
export const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A short plain-text title from a question's HTML. */
export function titleOf(body: TQuestionBody): string {
  const plain = body.textEn
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 60 ? `${plain.slice(0, 57)}…` : plain || 'Question';
}

/** Numbers written without binary noise. */
export const numberText = (value: number) => String(Number(value.toPrecision(12)));
