import { escapeHtml } from './site-page.ts';

/** What the API answers (INSTITUTE_CLOSED) for a deactivated institute's tokens or accounts. */
export const SITE_CLOSED =
  "This institute's site is closed: the organisation has deactivated it. Ask your institute where to go now.";

/**
 * What a deactivated institute's host serves instead of its site (English and Hindi): not the
 * app, so nobody logs in or starts there. `styles`: the app's stylesheets, for its type and the
 * Devanagari font.
 */
export function closedSitePage(
  institute: { name: string; nameHi: string | null },
  styles: readonly string[] = [],
) {
  const name = escapeHtml(institute.name);
  const nameHi = escapeHtml(institute.nameHi ?? institute.name);
  return `<!doctype html>
<html lang="en">
<head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>This institute's site is closed</title>
${styles.join('')}
</head>
<body>
<main class="container py-5" style="max-width:40rem">
<h1 class="h3">This institute's site is closed</h1>
<p>The site of <strong>${name}</strong> is closed: its organisation has deactivated it. Nobody can log in or take an exam here. Ask your institute where to go now.</p>
<h2 class="h3 mt-4" lang="hi">इस संस्थान की साइट बंद है</h2>
<p lang="hi"><strong>${nameHi}</strong> की साइट बंद है: इसके संगठन ने इसे निष्क्रिय कर दिया है। यहाँ कोई लॉग इन नहीं कर सकता और न ही परीक्षा दे सकता है। अपने संस्थान से पूछें कि अब कहाँ जाना है।</p>
</main>
</body>
</html>
`;
}
