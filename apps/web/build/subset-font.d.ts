declare module 'subset-font' {
  /** A font with only the glyphs (and their layout rules) that `text` needs. */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' },
  ): Promise<Buffer>;
}
