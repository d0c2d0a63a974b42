import type { TQuestionBodyInput } from '@exam/contracts/questions/entities';

/*
 * What a question may carry into the bank. The content sanitiser keeps https links and pictures
 * stored by the platform; it would drop the rest without a word, so an import decides here and
 * says what it did: an http:// link becomes https:// (noted), while a question whose picture
 * comes from an http:// address, or which plays a sound or a video, is skipped with the reason —
 * a student would meet a question with a piece missing. (An inline SVG drawing is made a picture
 * before this check: svg.ts.)
 */
const HTTP_LINK = /(<a\b[^>]*?\bhref\s*=\s*["'])http:\/\//gi;
const HTTP_IMAGE = /<img\b[^>]*?\bsrc\s*=\s*["'](http:\/\/[^"']*)["']/i;
const MEDIA = /<(audio|video|object|embed|iframe)\b([^>]*)>/i;
const SOURCE = /\b(?:src|data)\s*=\s*["']([^"']*)["']/i;
const INLINE_SVG = /<svg\b/i;

type Field = 'textEn' | 'textHi' | 'solutionEn' | 'solutionHi';
const FIELDS: Field[] = ['textEn', 'textHi', 'solutionEn', 'solutionHi'];

/** The body with its http:// links made https (and notes saying so), or why it is refused. */
export function checkContent(
  body: TQuestionBodyInput,
): { body: TQuestionBodyInput; notes: string[] } | { refused: string } {
  const texts = [
    ...FIELDS.map((field) => body[field] ?? ''),
    ...(body.options ?? []).flatMap((option) => [option.textEn, option.textHi ?? '']),
    body.passage?.textEn ?? '',
    body.passage?.textHi ?? '',
  ];
  for (const text of texts) {
    const image = HTTP_IMAGE.exec(text);
    if (image)
      return {
        refused: `shows a picture from ${image[1]}, an http:// address the platform does not load (only its own pictures and https)`,
      };
    const media = MEDIA.exec(text);
    if (media) {
      const source = SOURCE.exec(media[2] ?? '')?.[1];
      return {
        refused: `plays or embeds ${source ? `"${source}"` : `an ${media[1]} element`}: sounds, videos and embedded objects are not stored by the platform`,
      };
    }
    if (INLINE_SVG.test(text))
      return { refused: 'draws an inline SVG picture that is not complete (no closing </svg>)' };
  }
  const notes = new Set<string>();
  const secure = (html: string | undefined) =>
    html?.replace(HTTP_LINK, (_all, head: string) => {
      notes.add('http:// links were changed to https:// (the platform keeps only https links)');
      return `${head}https://`;
    });
  const next: TQuestionBodyInput = {
    ...body,
    textEn: secure(body.textEn) ?? '',
    textHi: secure(body.textHi),
    solutionEn: secure(body.solutionEn),
    solutionHi: secure(body.solutionHi),
  };
  if (body.passage)
    next.passage = {
      ...body.passage,
      textEn: secure(body.passage.textEn) ?? '',
      textHi: secure(body.passage.textHi),
    };
  if (body.options)
    next.options = body.options.map((option) => ({
      ...option,
      textEn: secure(option.textEn) ?? '',
      textHi: secure(option.textHi),
    }));
  return { body: next, notes: [...notes] };
}
