import { SITE_ELEMENT_ID, type TSite } from '@exam/contracts/common/site';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

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
    page = page.replace(
      /(<meta name="theme-color" content=")[^"]*/,
      (_, start) => `${start}${colour}`,
    );
  }
  return page.replace('</head>', () => `${siteElement(site)}</head>`);
}

/** What a host whose slug names no institute gets: not another institute's site. */
export function unknownSitePage(slug: string) {
  const shown = escapeHtml(slug);
  return `<!doctype html>
<html lang="en">
<head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>No institute at this address</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#212529}h1{font-size:1.4rem}</style>
</head>
<body>
<main>
<h1>No institute at this address</h1>
<p>No institute uses the short name <strong>${shown}</strong>. Check the address your institute gave you.</p>
<h1 lang="hi">इस पते पर कोई संस्थान नहीं है</h1>
<p lang="hi">कोई भी संस्थान <strong>${shown}</strong> छोटा नाम उपयोग नहीं करता। अपने संस्थान का दिया हुआ पता जाँचें।</p>
</main>
</body>
</html>
`;
}
