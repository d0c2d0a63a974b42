import { openPdfImage, type MediaImage } from './rich-layout.ts';
import { measureText, write, type Doc } from './text.ts';

/** The logo's box in the heading band: at most this many points, its aspect ratio kept. */
const LOGO_MAX = { width: 120, height: 40 };
const PAD = 4;
const GAP = 12;

/**
 * Draws the institute's logo at the left of a heading band, on a white card so a dark logo stays
 * visible on the band's colour, and answers where the band's text starts. A logo that cannot be
 * shown (no logo, an unreadable image) is left out: the text then starts at `left`.
 */
export function drawBandLogo(
  doc: Doc,
  logo: MediaImage | null | undefined,
  left: number,
  bandHeight: number,
): number {
  if (!logo) return left;
  const opened = openPdfImage(doc, logo, LOGO_MAX);
  if (!opened || !(opened.width > 0) || !(opened.height > 0)) return left;
  const scale = Math.min(LOGO_MAX.width / opened.width, LOGO_MAX.height / opened.height);
  const size = { width: opened.width * scale, height: opened.height * scale };
  const y = (bandHeight - size.height) / 2;
  try {
    doc.save();
    doc
      .roundedRect(left - PAD, y - PAD, size.width + 2 * PAD, size.height + 2 * PAD, 4)
      .fill('#ffffff');
    opened.draw(left, y, size);
  } catch {
    // pdfkit checks a PNG or JPEG when it opens it; an SVG that fails while drawn leaves its card.
    return left;
  } finally {
    doc.restore();
  }
  return left + size.width + GAP;
}

/** The text, cut with an ellipsis until it fits `width` (a heading line beside a logo). */
export function fitLine(text: string, width: number, measure: (text: string) => number) {
  let line = text;
  for (let keep = text.length - 1; measure(line) > width && keep > 1; keep -= 1) {
    line = `${text.slice(0, keep).trimEnd()}…`;
  }
  return line;
}

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * The coloured band a student's PDF (scorecard, response sheet) opens with: the institute's logo,
 * then the document's title and the institute's name on one line (long names cut), the set's name
 * under them. Answers where the band's text starts, for more lines beside the logo.
 */
export function drawTitleBand(
  doc: Doc,
  band: {
    left: number;
    width: number;
    height: number;
    logo: MediaImage | null | undefined;
    title: string;
    /** In the document's language; null without an institute. */
    instituteName: string | null;
    setName: string;
    setNameSize: number;
  },
): number {
  const { left, width, height } = band;
  doc.rect(0, 0, doc.page.width, height).fill('#0d6efd');
  // The institute's logo beside its name (decision 052); the band's text moves right of it.
  const textX = drawBandLogo(doc, band.logo, left, height);
  // Long names are cut: the band has one line for the title and the institute.
  const heading = band.instituteName
    ? fitLine(
        `${band.title} · ${cut(band.instituteName, 70)}`,
        left + width - textX,
        measureText(doc, 12),
      )
    : band.title;
  write(doc, heading, textX, 22, { size: 12, color: '#ffffff' });
  write(doc, band.setName, textX, 40, { size: band.setNameSize, bold: true, color: '#ffffff' });
  return textX;
}
