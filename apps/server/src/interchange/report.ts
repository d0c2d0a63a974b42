import type { z } from 'zod';
import type { TImportFileReport, TImportFormat } from '@exam/contracts/interchange/import-report';
import { ZQuestionBody, type TQuestionBodyInput } from '@exam/contracts/questions/entities';
import { MEDIA_MAX_BYTES } from '@exam/contracts/admin/upload-media';
import { isImageOfType } from '../lib/image-bytes.ts';
import { checkContent } from './content-check.ts';
import { drawingsAsImages, sanitizeSvg } from './svg.ts';

/** An image carried by an import file, named as its questions refer to it (`<img src="NAME">`). */
export interface ImportImage {
  bytes: Uint8Array;
  mimeType: string;
}

/** What a parser gives: the report a person reads, and the image bytes the writer stores. */
export interface ParsedImport {
  report: TImportFileReport;
  images: Map<string, ImportImage>;
}

export interface ItemSource {
  place: string;
  key?: string | null;
  category?: string | null;
  images?: string[];
  /** What was changed or left out on the way in (partial credit dropped, a link made https, …). */
  notes?: string[];
}

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** The MIME type of an image by its name; undefined for what the platform does not store. */
export function imageMimeType(name: string): string | undefined {
  return IMAGE_TYPES[name.toLowerCase().split('.').pop() ?? ''];
}

const fieldName = (path: PropertyKey[]) => (path.length ? path.join('.') : 'question');

export interface ReportOptions {
  /**
   * Files written by other systems (true): a question that cannot be imported is skipped with the
   * reason, and only a file that cannot be read is an error. The platform's own template (false):
   * every problem is an error the author fixes.
   */
  lenient: boolean;
}

/**
 * Collects one file's items, skips and errors. Every item goes through ZQuestionBody here, so a
 * parser never has to repeat the rules of a question: a broken one is skipped (or an error, for
 * the template) at its place.
 */
export class ReportBuilder {
  readonly report: TImportFileReport;
  readonly images = new Map<string, ImportImage>();
  private readonly lenient: boolean;

  constructor(file: string, format: TImportFormat, options: ReportOptions = { lenient: true }) {
    this.report = { file, format, imported: {}, items: [], skipped: [], errors: [] };
    this.lenient = options.lenient;
  }

  add(source: ItemSource, body: TQuestionBodyInput) {
    // An item already refused at its place (a missing image, …) is not previewed as good.
    if (this.hasProblemAt(source.place)) return;
    // Inline SVG drawings become pictures of their own, sanitised as an SVG file is.
    const drawings: string[] = [];
    const drawn = drawingsAsImages(body, (name, bytes) => {
      if (!this.image(source.place, name, bytes)) return false;
      drawings.push(name);
      return true;
    });
    if (this.hasProblemAt(source.place)) return;
    if (drawings.length) source.images = [...(source.images ?? []), ...drawings];
    const checked = checkContent(drawn);
    if ('refused' in checked) {
      this.problem(source.place, checked.refused);
      return;
    }
    const parsed = ZQuestionBody.safeParse(checked.body);
    if (!parsed.success) {
      const issues = (parsed.error.issues as z.core.$ZodIssue[]).map(
        (issue) => `${fieldName(issue.path)}: ${issue.message}`,
      );
      if (this.lenient) this.skip(source.place, issues.join('; '));
      else for (const issue of issues) this.error(source.place, issue);
      return;
    }
    const type = parsed.data.type;
    if (type === 'short-answer' && !parsed.data.shortAnswer) {
      this.problem(source.place, 'a short answer has no accepted answer');
      return;
    }
    const typed = type === 'numerical' || type === 'short-answer';
    if (!typed && !parsed.data.options.some((option) => option.correct)) {
      this.problem(source.place, 'no option is marked correct');
      return;
    }
    const twin = source.key ? this.report.items.find((item) => item.key === source.key) : undefined;
    if (twin) {
      this.problem(
        source.place,
        JSON.stringify(twin.body) === JSON.stringify(parsed.data)
          ? `is the same item as ${twin.place} (identifier "${source.key}"): imported once`
          : `identifier collision: "${source.key}" is also the identifier of a different item at ${twin.place}; this one is not imported (give it an identifier of its own)`,
      );
      return;
    }
    this.report.imported[type] = (this.report.imported[type] ?? 0) + 1;
    const notes = [...(source.notes ?? []), ...checked.notes].filter(Boolean);
    this.report.items.push({
      place: source.place,
      key: source.key ?? null,
      category: source.category ?? null,
      body: parsed.data,
      images: source.images ?? [],
      updates: null,
      ...(notes.length ? { notes } : {}),
    });
  }

  skip(place: string, reason: string, sourceType: string | null = null) {
    this.report.skipped.push({ place, reason, sourceType });
  }

  error(place: string, message: string) {
    this.report.errors.push({ place, message });
  }

  /** A question that cannot be imported: skipped with the reason, or an error for the template. */
  problem(place: string, message: string, sourceType: string | null = null) {
    if (this.hasProblemAt(place)) return;
    if (this.lenient) this.skip(place, message, sourceType);
    else this.error(place, message);
  }

  hasProblemAt(place: string) {
    return (
      this.report.errors.some((error) => error.place === place) ||
      this.report.skipped.some((skip) => skip.place === place)
    );
  }

  /**
   * Adds an image the items refer to by `name`. One the platform does not store (a compressed
   * SVG, a sound, a file whose bytes are not the picture its name says) makes its question a
   * problem at `place`. An SVG drawing is kept sanitised (svg.ts).
   */
  image(place: string, name: string, bytes: Uint8Array) {
    const mimeType = imageMimeType(name);
    if (!mimeType) {
      this.problem(
        place,
        /\.svgz$/i.test(name)
          ? `image "${name}" is a compressed SVG drawing (svgz); save it as .svg`
          : `image "${name}" is not a PNG, JPEG, GIF, WebP or SVG picture`,
      );
      return false;
    }
    if (bytes.byteLength > MEDIA_MAX_BYTES) {
      this.problem(place, `image "${name}" is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB`);
      return false;
    }
    if (mimeType === 'image/svg+xml') {
      const drawing = sanitizeSvg(bytes);
      if ('refused' in drawing) {
        this.problem(place, `image "${name}" ${drawing.refused}`);
        return false;
      }
      this.images.set(name, { bytes: drawing.svg, mimeType });
      return true;
    }
    if (!isImageOfType(mimeType, bytes)) {
      this.problem(place, `image "${name}" is not the ${mimeType} picture its name says`);
      return false;
    }
    this.images.set(name, { bytes, mimeType });
    return true;
  }

  done(): ParsedImport {
    return { report: this.report, images: this.images };
  }
}

/** Tags from a category path "Physics/Optics" → ["Physics", "Optics"]. */
export function categoryTags(category: string | null | undefined): string[] {
  if (!category) return [];
  return category
    .split('/')
    .map((part) => part.trim())
    .filter((part) => part && part !== '$course$' && part !== '$system$' && part !== 'top')
    .map((part) => part.slice(0, 60));
}

/** Tags without repeats, in their first order. */
export const uniqueTags = (tags: string[]) => [...new Set(tags.filter(Boolean))].slice(0, 30);
