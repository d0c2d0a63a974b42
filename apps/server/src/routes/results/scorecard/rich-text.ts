import { Parser } from 'htmlparser2';

/**
 * Question HTML (sanitised on import) as the PDF lays it out: runs of text, formulas (LaTeX between
 * \( \), \[ \] or $$ $$, and MathML), images, and line breaks where a block ends.
 */
export type Inline =
  | { kind: 'text'; text: string; bold: boolean }
  | { kind: 'tex'; source: string; display: boolean }
  | { kind: 'mathml'; source: string }
  | { kind: 'image'; src: string; alt: string }
  | { kind: 'break' };

const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'table',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
]);
const BOLD = new Set(['strong', 'b', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'th']);
const LATEX = /\$\$([\s\S]+?)\$\$|\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]/g;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attributes = (attribs: Record<string, string>) =>
  Object.entries(attribs)
    .map(([name, value]) => ` ${name}="${escapeXml(value).replace(/"/g, '&quot;')}"`)
    .join('');

/** Splits text into plain runs and LaTeX formulas. */
function splitLatex(text: string, bold: boolean): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(LATEX)) {
    const index = match.index;
    if (index > last) parts.push({ kind: 'text', text: text.slice(last, index), bold });
    const [, display, inline, bracketed] = match;
    parts.push(
      inline !== undefined
        ? { kind: 'tex', source: inline, display: false }
        : { kind: 'tex', source: display ?? bracketed ?? '', display: true },
    );
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last), bold });
  return parts;
}

export function inlineContent(html: string): Inline[] {
  const out: Inline[] = [];
  let text = '';
  let boldDepth = 0;
  let math: { source: string; depth: number } | null = null;
  const flush = () => {
    if (text) out.push(...splitLatex(text, boldDepth > 0));
    text = '';
  };
  const lineBreak = () => {
    flush();
    if (out.length > 0 && out.at(-1)?.kind !== 'break') out.push({ kind: 'break' });
  };
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (math) {
          math.source += `<${name}${attributes(attribs)}>`;
          math.depth += 1;
          return;
        }
        if (name === 'math') {
          flush();
          math = { source: `<math${attributes(attribs)}>`, depth: 1 };
          return;
        }
        if (name === 'img') {
          flush();
          out.push({ kind: 'image', src: attribs.src ?? '', alt: attribs.alt ?? '' });
        } else if (name === 'br' || BLOCKS.has(name)) {
          lineBreak();
          if (name === 'li') text = '• ';
        } else if (name === 'td' || name === 'th') {
          text += ' ';
        }
        if (BOLD.has(name)) {
          flush();
          boldDepth += 1;
        }
      },
      ontext(value) {
        if (math) math.source += escapeXml(value);
        else text += value;
      },
      onclosetag(name) {
        if (math) {
          math.source += `</${name}>`;
          math.depth -= 1;
          if (math.depth === 0) {
            out.push({ kind: 'mathml', source: math.source });
            math = null;
          }
          return;
        }
        if (BOLD.has(name)) {
          flush();
          boldDepth = Math.max(0, boldDepth - 1);
        }
        if (BLOCKS.has(name)) lineBreak();
      },
    },
    { recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  flush();
  while (out.at(-1)?.kind === 'break') out.pop();
  return out;
}
