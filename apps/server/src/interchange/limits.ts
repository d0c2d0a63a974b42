import { Unzip, UnzipInflate } from 'fflate';

/*
 * Bounded work for every import (the CLI and the staff API share these). A file's own size is
 * checked before it is read; an archive (a QTI package, an XLSX workbook) is inflated once as a
 * stream, counting, before anything keeps its contents — so a zip bomb is refused after at most
 * its limit of work, whatever its headers claim, and memory holds one chunk at a time.
 */
export const IMPORT_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const ZIP_LIMITS = {
  qti: { maxBytes: 64 * 1024 * 1024, maxEntries: 5_000, maxRatio: 200 },
  xlsx: { maxBytes: 24 * 1024 * 1024, maxEntries: 1_000, maxRatio: 200 },
} as const;

export interface ZipLimits {
  maxBytes: number;
  maxEntries: number;
  /** Inflated ÷ compressed, checked once more than a megabyte is inflated. */
  maxRatio: number;
}

// Small input chunks: one of a bomb inflates to at most about a thousand times its size.
const CHUNK = 1024;
const MB = 1024 * 1024;

/** Why an archive is refused (too big, too many entries, inflates too far, unreadable), or null. */
export function zipProblem(bytes: Uint8Array, limits: ZipLimits): string | null {
  let entries = 0;
  let inflated = 0;
  let problem: string | null = null;
  const unzip = new Unzip((file) => {
    entries += 1;
    if (entries > limits.maxEntries) {
      problem ??= `holds more than ${limits.maxEntries} files`;
      return;
    }
    file.ondata = (error, chunk) => {
      if (error) {
        problem ??= `is not a readable zip: ${error.message}`;
        return;
      }
      inflated += chunk.byteLength;
      if (inflated > limits.maxBytes) problem ??= `unpacks to more than ${limits.maxBytes / MB} MB`;
      else if (inflated > MB && inflated / bytes.byteLength > limits.maxRatio)
        problem ??= `unpacks to more than ${limits.maxRatio} times its size (a zip bomb?)`;
      if (problem) file.terminate();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.byteLength && !problem; at += CHUNK)
      unzip.push(bytes.subarray(at, at + CHUNK), at + CHUNK >= bytes.byteLength);
  } catch (error) {
    problem ??= `is not a readable zip: ${(error as Error).message}`;
  }
  if (!problem && entries === 0) problem = 'is not a readable zip: it holds no files';
  return problem;
}
