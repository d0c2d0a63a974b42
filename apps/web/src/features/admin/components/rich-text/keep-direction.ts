import { Extension } from '@tiptap/react';

const DIRECTIONS = ['ltr', 'rtl', 'auto'];

/**
 * Keeps a block's `dir` (an imported Urdu or Arabic passage is `<p dir="rtl">`) through editing.
 * TipTap's own text direction sets one direction on every node or none, and with none it drops
 * the attribute; here a block says its direction only when its HTML did.
 */
export const KeepDirection = Extension.create({
  name: 'keepDirection',
  addGlobalAttributes() {
    return [
      {
        types: [
          'paragraph',
          'bulletList',
          'orderedList',
          'listItem',
          'table',
          'tableCell',
          'tableHeader',
        ],
        attributes: {
          dir: {
            default: null,
            parseHTML: (element) => {
              const dir = element.getAttribute('dir')?.toLowerCase() ?? '';
              return DIRECTIONS.includes(dir) ? dir : null;
            },
            renderHTML: (attributes: { dir?: string | null }) =>
              attributes.dir ? { dir: attributes.dir } : {},
          },
        },
      },
    ];
  },
});
