import type { z } from 'zod';
import type { TImportFileReport, TImportFormat } from '@exam/contracts/interchange/import-report';
import { ZQuestionBody, type TQuestionBodyInput } from '@exam/contracts/questions/entities';
import { MEDIA_MAX_BYTES } from '@exam/contracts/admin/upload-media';

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
}

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The MIME type of an image by its name; undefined for what the platform does not store. */
export function imageMimeType(name: string): string | undefined {
  return IMAGE_TYPES[name.toLowerCase().split('.').pop() ?? ''];
}

const fieldName = (path: PropertyKey[]) => (path.length ? path.join('.') : 'question');

/**
 * Collects one file's items, skips and errors. Every item goes through ZQuestionBody here, so a
 * parser never has to repeat the rules of a question: a broken one becomes an error at its place.
 */
export class ReportBuilder {
  readonly report: TImportFileReport;
  readonly images = new Map<string, ImportImage>();

  constructor(file: string, format: TImportFormat) {
    this.report = { file, format, imported: {}, items: [], skipped: [], errors: [] };
  }

  add(source: ItemSource, body: TQuestionBodyInput) {
    // An item that already has an error at its place (a missing image, …) is not previewed as good.
    if (this.report.errors.some((error) => error.place === source.place)) return;
    const parsed = ZQuestionBody.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues as z.core.$ZodIssue[])
        this.error(source.place, `${fieldName(issue.path)}: ${issue.message}`);
      return;
    }
    const twin = source.key ? this.report.items.find((item) => item.key === source.key) : undefined;
    if (twin) {
      this.error(source.place, `key "${source.key}" is used again (first at ${twin.place})`);
      return;
    }
    const type = parsed.data.type;
    if (type === 'short-answer' && !parsed.data.shortAnswer) {
      this.error(source.place, 'a short answer has no accepted answer');
      return;
    }
    const typed = type === 'numerical' || type === 'short-answer';
    if (!typed && !parsed.data.options.some((option) => option.correct)) {
      this.error(source.place, 'no option is marked correct');
      return;
    }
    this.report.imported[type] = (this.report.imported[type] ?? 0) + 1;
    this.report.items.push({
      place: source.place,
      key: source.key ?? null,
      category: source.category ?? null,
      body: parsed.data,
      images: source.images ?? [],
      updates: null,
    });
  }

  skip(place: string, reason: string, sourceType: string | null = null) {
    this.report.skipped.push({ place, reason, sourceType });
  }

  error(place: string, message: string) {
    this.report.errors.push({ place, message });
  }

  /** Adds an image the items refer to by `name`; an unsupported kind is an error at `place`. */
  image(place: string, name: string, bytes: Uint8Array) {
    const mimeType = imageMimeType(name);
    if (!mimeType) {
      this.error(place, `image "${name}" is not a PNG, JPEG, GIF or WebP picture`);
      return false;
    }
    if (bytes.byteLength > MEDIA_MAX_BYTES) {
      this.error(place, `image "${name}" is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB`);
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
