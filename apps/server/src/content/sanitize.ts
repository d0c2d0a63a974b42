import sanitizeHtml from 'sanitize-html';

/** Content HTML is sanitised on import (and again by DOMPurify in the browser). */
const allowedTags = [...sanitizeHtml.defaults.allowedTags, 'img', 'sub', 'sup', 'span', 'u', 's'];

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      '*': ['lang', 'dir'],
    },
    allowedSchemes: ['https', 'data'],
    allowedSchemesByTag: { a: ['https', 'mailto'] },
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
    },
  }).trim();
}
