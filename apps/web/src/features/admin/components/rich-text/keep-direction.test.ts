import { generateHTML, generateJSON } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { TableKit } from '@tiptap/extension-table';
import { describe, expect, it } from 'vitest';
import { KeepDirection } from './keep-direction';

const extensions = [StarterKit, TableKit, KeepDirection];
const throughEditor = (html: string) => generateHTML(generateJSON(html, extensions), extensions);

describe('the editor keeps the direction of right-to-left text', () => {
  it('keeps dir="rtl" on the blocks that had it and adds none to the others', () => {
    expect(
      throughEditor(
        '<p dir="rtl">یہ اردو ہے</p><p>English</p><ul dir="RTL"><li><p>ایک</p></li></ul>',
      ),
    ).toBe('<p dir="rtl">یہ اردو ہے</p><p>English</p><ul dir="rtl"><li><p>ایک</p></li></ul>');
  });

  it('drops a direction that is not one', () => {
    expect(throughEditor('<p dir="sideways">x</p>')).toBe('<p>x</p>');
  });
});
