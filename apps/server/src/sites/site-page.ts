import { SITE_ELEMENT_ID, type TSite } from '@exam/contracts/common/site';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** What the brand colour marks: the top bar and the exam panel's header. */
const BRANDED = '.top-bar,.exam-header';

/** As the first data (decision 029): a JSON data block, never run, every `<` escaped. */
export const siteElement = (site: TSite) =>
  `<script id="${SITE_ELEMENT_ID}" type="application/json">${JSON.stringify(site).replace(
    /</g,
    '\\u003c',
  )}</script>`;

/**
 * The built index.html as an institute's page: its site (tokens and branding) for the app to read
 * before the first render, and its name, logo and colour already in the boot shell and the title.
 * Each replacement is a function, so a `$&` in a name is not read as a pattern.
 */
export function pageOfSite(html: string, site: TSite | null) {
  if (!site) return html;
  const name = escapeHtml(site.name);
  let page = html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${name}</title>`)
    .replace(
      /(<span class="boot-shell-brand">)[^<]*(<\/span>)/,
      (_, open, close) => `${open}${name}${close}`,
    );
  if (site.logoUrl) {
    const logo = escapeHtml(site.logoUrl);
    page = page.replace(
      /(<div class="boot-shell"[^>]*>\s*<img src=")[^"]*/,
      (_, start) => `${start}${logo}`,
    );
  }
  if (site.brandColour) {
    const colour = site.brandColour;
    page = page
      .replace(/(<meta name="theme-color" content=")[^"]*/, (_, start) => `${start}${colour}`)
      // A border, not text: any colour keeps the text's contrast; set here, it costs the app nothing.
      .replace('</head>', () => `<style>${BRANDED}{border-top:4px solid ${colour}}</style></head>`);
  }
  return page.replace('</head>', () => `${siteElement(site)}</head>`);
}

/**
 * What a host whose slug names no institute gets: not another institute's site. It takes the app's
 * stylesheets (`styles`, from the built index.html) for its type and the Devanagari font.
 */
export function unknownSitePage(slug: string, styles: readonly string[] = []) {
  const shown = escapeHtml(slug);
  return `<!doctype html>
<html lang="en">
<head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>No institute at this address</title>
${styles.join('')}
</head>
<body>
<main class="container py-5" style="max-width:40rem">
<h1 class="h3">No institute at this address</h1>
<p>No institute uses the short name <strong>${shown}</strong>. Check the address your institute gave you.</p>
<h2 class="h3 mt-4" lang="hi">इस पते पर कोई संस्थान नहीं है</h2>
<p lang="hi">कोई भी संस्थान <strong>${shown}</strong> छोटा नाम उपयोग नहीं करता। अपने संस्थान का दिया हुआ पता जाँचें।</p>
</main>
</body>
</html>
`;
}
