import { createHash } from 'node:crypto';
import { DomUtils, ElementType, parseDocument } from 'htmlparser2';
import type { TQuestionPassage } from '@exam/contracts/questions/entities';
import { escapeAttribute, escapeHtml } from './html.ts';
import { joinLanguages, splitLanguages } from './languages.ts';

/*
 * A shared passage in Moodle XML (decision 055): Moodle has no passage of its own, so each of the
 * passage's questions carries it at the head of its question text, as an HTML block a Moodle user
 * sees above the question — a heading for the title, the text with Hindi in Moodle's multilang
 * spans — marked (class and data-passage-key) so that an import here makes it the passage again.
 */
type ChildNode = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<ChildNode, { attribs: Record<string, string> }>;
const isElement = (node: ChildNode): node is Element => node.type === ElementType.Tag;

const BLOCK = 'exam-passage';
const TITLE = 'exam-passage-title';
const TEXT = 'exam-passage-text';

/** The block a passage is written as, ahead of its question's own text. */
export function moodlePassageBlock(passage: TQuestionPassage): string {
  const title = passage.titleEn ? `<h3 class="${TITLE}">${escapeHtml(passage.titleEn)}</h3>` : '';
  const text = joinLanguages(passage.textEn, passage.textHi, 'moodle');
  return `<div class="${BLOCK}" data-passage-key="${escapeAttribute(passage.key)}">${title}<div class="${TEXT}">${text}</div></div>`;
}

const hasClass = (node: Element, name: string) =>
  (node.attribs.class ?? '').split(/\s+/).includes(name);

/** The HTML between an element's tags, as it is in the source. */
function innerHtml(html: string, node: Element): string {
  const first = node.children[0];
  const last = node.children[node.children.length - 1];
  if (!first || !last || first.startIndex === null || last.endIndex === null) return '';
  return html.slice(first.startIndex, last.endIndex + 1);
}

/**
 * A question text that starts with a passage block: the passage and the question's own text after
 * it. Any other text is the question's own, as it is.
 */
export function takeMoodlePassage(html: string): { passage?: TQuestionPassage; rest: string } {
  if (!html.includes(BLOCK)) return { rest: html };
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const first = document.children.find(
    (node) => !(node.type === ElementType.Text && node.data.trim() === ''),
  );
  if (!first || !isElement(first) || first.name !== 'div' || !hasClass(first, BLOCK))
    return { rest: html };
  const parts = first.children.filter(isElement);
  const titleNode = parts.find((node) => hasClass(node, TITLE));
  const textNode = parts.find((node) => hasClass(node, TEXT));
  const text = splitLanguages(textNode ? innerHtml(html, textNode) : '');
  if (!text.en || first.endIndex === null) return { rest: html };
  const title = titleNode ? DomUtils.textContent(titleNode).trim().slice(0, 300) : '';
  // A block whose key an editor dropped is still one passage with the questions of the same text.
  const key =
    first.attribs['data-passage-key']?.trim().slice(0, 60) ||
    `passage-${createHash('sha256').update(text.en).digest('hex').slice(0, 12)}`;
  return {
    passage: {
      key,
      ...(title && { titleEn: title }),
      textEn: text.en,
      ...(text.hi !== undefined && { textHi: text.hi }),
    },
    rest: html.slice(first.endIndex + 1).trim(),
  };
}
