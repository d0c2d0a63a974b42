import sanitizeHtml from 'sanitize-html';

/** Presentation MathML as imports bring it (Moodle, QTI): rendered by the browser and the PDF. */
const mathTags = [
  'math',
  'mi',
  'mo',
  'mn',
  'ms',
  'msup',
  'msub',
  'msubsup',
  'mfrac',
  'msqrt',
  'mroot',
  'mrow',
  'mtext',
  'mspace',
  'mtable',
  'mtr',
  'mtd',
  'munder',
  'mover',
  'munderover',
  'mfenced',
  'menclose',
  'mpadded',
  'mphantom',
  'mstyle',
  'merror',
  'mmultiscripts',
  'mprescripts',
  'none',
  'semantics',
  'annotation',
];
const mathAttributes = [
  'display',
  'xmlns',
  'mathvariant',
  'mathsize',
  'encoding',
  'stretchy',
  'fence',
  'separator',
  'separators',
  'open',
  'close',
  'form',
  'lspace',
  'rspace',
  'largeop',
  'movablelimits',
  'accent',
  'accentunder',
  'linethickness',
  'notation',
  'columnalign',
  'rowalign',
  'columnspan',
  'rowspan',
  'width',
  'height',
  'depth',
  'scriptlevel',
  'displaystyle',
];

/** Content HTML is sanitised on import (and again by DOMPurify in the browser). */
const allowedTags = [
  ...sanitizeHtml.defaults.allowedTags,
  'img',
  'sub',
  'sup',
  'span',
  'u',
  's',
  ...mathTags,
];

/** Images come from the media table (content-addressed) or https/data URLs; nothing else. */
const MEDIA_SRC = /^\/media\/[0-9a-f]{64}$/;
const allowedImageSrc = (src: string | undefined) =>
  !!src && (MEDIA_SRC.test(src) || /^https:\/\//i.test(src) || /^data:image\//i.test(src));

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      '*': ['lang', 'dir'],
      ...Object.fromEntries(mathTags.map((tag) => [tag, mathAttributes])),
    },
    allowedSchemes: ['https', 'data'],
    allowedSchemesByTag: { a: ['https', 'mailto'], img: ['https', 'data'] },
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !allowedImageSrc(frame.attribs.src),
  }).trim();
}

/**
 * What a question group stores of its section's group (an import's, the set builder's): its size
 * and marks, its title, its instructions as safe HTML; a blank Hindi text is stored as none.
 */
export function groupValues(
  group: {
    titleEn: string;
    titleHi?: string | null;
    instructionsEn: string;
    instructionsHi?: string | null;
    questions: readonly unknown[];
  },
  marksPerQuestion: number,
) {
  const count = group.questions.length;
  return {
    totalQuestion: count,
    totalMarks: count * marksPerQuestion,
    titleEn: group.titleEn,
    titleHi: group.titleHi?.trim() ? group.titleHi : null,
    instructionsEn: sanitizeContentHtml(group.instructionsEn),
    instructionsHi: group.instructionsHi?.trim() ? sanitizeContentHtml(group.instructionsHi) : null,
  };
}
