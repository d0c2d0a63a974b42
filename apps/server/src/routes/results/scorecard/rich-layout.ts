import SVGtoPDF from 'svg-to-pdfkit';
import { mathmlToSvg, texToSvg, type MathSvg } from './math-svg.ts';
import type { Inline } from './rich-text.ts';
import { measureText, useFont, wrapText, write, type Doc } from './text.ts';

/** Where the next line goes, and how a page ends and the next begins. */
export interface Cursor {
  y: number;
  bottom: number;
  newPage(): void;
}

/**
 * A cursor over the pages of an A4 document with the scorecard's margins: a new page draws the
 * footer of the one it leaves and starts at the top margin.
 */
export function pagedCursor(doc: Doc, y: number, footer: () => void): Cursor {
  const cursor: Cursor = {
    y,
    bottom: doc.page.height - 84,
    newPage() {
      footer();
      doc.addPage();
      cursor.y = 48;
    },
  };
  return cursor;
}

/** An image of the media table (content-addressed by its SHA-256). */
export interface MediaImage {
  mimeType: string;
  bytes: Buffer;
}

export interface RichOptions {
  x: number;
  width: number;
  size: number;
  color?: string;
  images: ReadonlyMap<string, MediaImage>;
}

type Box =
  | { kind: 'text'; text: string; bold: boolean; width: number; space: boolean }
  | { kind: 'math'; math: MathSvg; width: number; height: number; depth: number; space: boolean }
  | {
      kind: 'image';
      draw: (x: number, y: number) => void;
      width: number;
      height: number;
      space: boolean;
    }
  | { kind: 'break' };

/** MathJax's ex is 0.442 of its em; its em is set to the text's size. */
const EX_SHARE = 0.442;
const IMAGE_MAX = { width: 260, height: 160 };
const MEDIA_SRC = /^\/media\/([0-9a-f]{64})$/;

/** The bytes of an image the PDF can show: media (PNG, JPEG, SVG) or a data: PNG/JPEG. */
function imageOf(src: string, images: ReadonlyMap<string, MediaImage>): MediaImage | null {
  const media = MEDIA_SRC.exec(src);
  if (media) return images.get(media[1] ?? '') ?? null;
  const data = /^data:(image\/(?:png|jpeg));base64,(.+)$/i.exec(src);
  if (data) return { mimeType: data[1] ?? '', bytes: Buffer.from(data[2] ?? '', 'base64') };
  return null;
}

interface PdfImages {
  openImage(bytes: Buffer): { width: number; height: number };
}

function fitted(width: number, height: number, maxWidth: number) {
  const scale = Math.min(1, maxWidth / width, IMAGE_MAX.height / height);
  return { width: width * scale, height: height * scale };
}

/** An image pdfkit can place: its own size (points) and how to draw it at another size. */
export interface PdfImage {
  width: number;
  height: number;
  draw(x: number, y: number, size: { width: number; height: number }): void;
}

/**
 * Opens a PNG, JPEG or SVG for the document; null when it cannot be shown (another type, or bytes
 * pdfkit cannot read). An SVG without a viewBox takes `fallback` as its size.
 */
export function openPdfImage(
  doc: Doc,
  image: MediaImage,
  fallback: { width: number; height: number } = IMAGE_MAX,
): PdfImage | null {
  try {
    if (image.mimeType === 'image/svg+xml') {
      const svg = image.bytes.toString('utf8');
      const viewBox = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(svg);
      return {
        width: Number(viewBox?.[1]) || fallback.width,
        height: Number(viewBox?.[2]) || fallback.height,
        draw: (x, y, size) => SVGtoPDF(doc, svg, x, y, { ...size, assumePt: true }),
      };
    }
    if (image.mimeType !== 'image/png' && image.mimeType !== 'image/jpeg') return null;
    // pdfkit opens (and checks) an image once, then places it; its types omit openImage.
    const opened = (doc as unknown as PdfImages).openImage(image.bytes);
    return {
      width: opened.width,
      height: opened.height,
      draw: (x, y, size) => doc.image(opened as never, x, y, size),
    };
  } catch {
    return null;
  }
}

/** An image as a box; null when it cannot be shown (then its alternative text is printed). */
function imageBox(doc: Doc, image: MediaImage, maxWidth: number, space: boolean): Box | null {
  const opened = openPdfImage(doc, image);
  if (!opened) return null;
  const size = fitted(opened.width, opened.height, Math.min(maxWidth, IMAGE_MAX.width));
  return { kind: 'image', ...size, space, draw: (x, y) => opened.draw(x, y, size) };
}

/** Content as boxes: words with their widths, formulas and images with their sizes. */
function boxesOf(doc: Doc, content: Inline[], options: RichOptions): Box[] {
  const boxes: Box[] = [];
  const exPt = options.size * EX_SHARE;
  let space = false;
  const words = (text: string, bold: boolean) => {
    const measure = measureText(doc, options.size, bold);
    for (const piece of text.split(/(\s+)/)) {
      if (piece === '') continue;
      if (/^\s+$/.test(piece)) {
        space = true;
        continue;
      }
      // A word wider than the column is split between letters.
      for (const part of wrapText(piece, options.width, measure)) {
        boxes.push({ kind: 'text', text: part, bold, width: measure(part), space });
        space = false;
      }
    }
  };
  const mathBox = (math: MathSvg | null, fallback: string, display: boolean) => {
    if (!math) {
      words(fallback, false);
      return;
    }
    const scale = Math.min(1, options.width / (math.widthEx * exPt));
    const box: Box = {
      kind: 'math',
      math,
      width: math.widthEx * exPt * scale,
      height: math.heightEx * exPt * scale,
      depth: math.depthEx * exPt * scale,
      space,
    };
    if (display) boxes.push({ kind: 'break' }, box, { kind: 'break' });
    else boxes.push(box);
    space = false;
  };
  for (const item of content) {
    if (item.kind === 'text') words(item.text, item.bold);
    else if (item.kind === 'break') {
      boxes.push({ kind: 'break' });
      space = false;
    } else if (item.kind === 'tex') {
      const delimited = item.display ? `$$${item.source}$$` : `\\(${item.source}\\)`;
      mathBox(texToSvg(item.source, item.display), delimited, item.display);
    } else if (item.kind === 'mathml') {
      mathBox(mathmlToSvg(item.source), '[formula]', false);
    } else {
      const image = imageOf(item.src, options.images);
      const box = image && imageBox(doc, image, options.width, space);
      if (box) {
        boxes.push(box);
        space = false;
      } else words(`[${item.alt || 'image'}]`, false);
    }
  }
  return boxes;
}

type Placed = Exclude<Box, { kind: 'break' }>;

function linesOf(doc: Doc, boxes: Box[], options: RichOptions): Placed[][] {
  const spaceWidth = measureText(doc, options.size)(' ');
  const lines: Placed[][] = [];
  let line: Placed[] = [];
  let width = 0;
  for (const box of boxes) {
    if (box.kind === 'break') {
      if (line.length) lines.push(line);
      line = [];
      width = 0;
      continue;
    }
    const gap = box.space && line.length ? spaceWidth : 0;
    if (line.length && width + gap + box.width > options.width) {
      lines.push(line);
      line = [box];
      width = box.width;
    } else {
      line.push(box);
      width += gap + box.width;
    }
  }
  if (line.length) lines.push(line);
  return lines;
}

/** MathJax sizes its <svg> in ex; the PDF places it by the points computed here. */
const sized = (svg: string, width: number, height: number) =>
  svg.replace(
    /^<svg([^>]*?) width="[^"]*" height="[^"]*"/,
    `<svg$1 width="${width.toFixed(2)}" height="${height.toFixed(2)}"`,
  );

/** The text's ascent and descent at this size (both scripts' files share Noto's metrics). */
function textMetrics(doc: Doc, size: number) {
  useFont(doc, 'latin');
  const font = (doc as unknown as { _font: { ascender: number; descender: number } })._font;
  return { ascent: (font.ascender / 1000) * size, descent: (-font.descender / 1000) * size };
}

/**
 * Lays out question content (text, formulas, images) in a column from the cursor down, starting a
 * new page whenever a line would cross the bottom. Returns the height used on the last page.
 */
export function drawRich(doc: Doc, content: Inline[], cursor: Cursor, options: RichOptions) {
  const lines = linesOf(doc, boxesOf(doc, content, options), options);
  const text = textMetrics(doc, options.size);
  const spaceWidth = measureText(doc, options.size)(' ');
  for (const line of lines) {
    const ascent = Math.max(
      text.ascent,
      ...line.map((b) =>
        b.kind === 'math' ? b.height - b.depth : b.kind === 'image' ? b.height : 0,
      ),
    );
    const descent = Math.max(text.descent, ...line.map((b) => (b.kind === 'math' ? b.depth : 0)));
    const height = ascent + descent + 2;
    if (cursor.y + height > cursor.bottom) cursor.newPage();
    const baseline = cursor.y + ascent;
    let x = options.x;
    let run: { text: string; bold: boolean; x: number } | null = null;
    const flush = () => {
      if (run)
        write(doc, run.text, run.x, baseline - text.ascent, {
          size: options.size,
          bold: run.bold,
          color: options.color ?? '#212529',
        });
      run = null;
    };
    line.forEach((box, index) => {
      const gap = box.space && index > 0 ? spaceWidth : 0;
      if (box.kind === 'text') {
        if (run && run.bold === box.bold) run.text += `${gap ? ' ' : ''}${box.text}`;
        else {
          flush();
          run = { text: box.text, bold: box.bold, x: x + gap };
        }
      } else {
        flush();
        if (box.kind === 'math')
          SVGtoPDF(
            doc,
            sized(box.math.svg, box.width, box.height),
            x + gap,
            baseline - (box.height - box.depth),
            { width: box.width, height: box.height, assumePt: true },
          );
        else box.draw(x + gap, baseline - box.height);
      }
      x += gap + box.width;
    });
    flush();
    cursor.y += height;
  }
}
