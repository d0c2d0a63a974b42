import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { bootstrapReads, dropUnreadProperties, dropUnusedClasses } from './unused-utilities';

const purged = (css: string, used: string[]) => {
  const root = postcss.parse(css);
  dropUnusedClasses(root, new Set(used));
  return root.toString().replace(/\s+/g, ' ').trim();
};

describe('the build keeping only the utility classes the sources name', () => {
  it('keeps a named class and drops the others, inside media queries too', () => {
    const css =
      '.mb-3{margin:1rem}.mb-5{margin:3rem}@media (min-width:576px){.d-sm-none{display:none}}';
    expect(purged(css, ['mb-3'])).toBe('.mb-3{margin:1rem}');
  });

  it('drops only the selectors of a list that name an unused class', () => {
    expect(purged('.g-2,.gx-2{--bs-gutter-x:.5rem}', ['g-2'])).toBe('.g-2{--bs-gutter-x:.5rem}');
  });

  it('keeps element rules, and a selector whose unused class is only negated', () => {
    const css = 'h1{font-size:2rem}.btn-group>:not(.btn-check:first-child)+.btn{margin-left:-1px}';
    expect(purged(css, ['btn-group', 'btn'])).toBe(css.replace(/;?}/g, '}').replace(/\s+/g, ' '));
  });

  it('keeps the theme colours of a class the sources build from a prefix (`btn-${colour}`)', () => {
    expect(
      purged('.text-bg-warning{color:#000}.btn-danger{color:#fff}.btn-nope{color:red}', []),
    ).toBe('.text-bg-warning{color:#000}.btn-danger{color:#fff}');
  });
});

describe('the build dropping the custom properties nobody reads', () => {
  it('drops a --bs- property that neither Bootstrap nor the app reads, and keeps the rest', () => {
    const read = bootstrapReads(
      '.btn{color:var(--bs-primary);border:var(--bs-border-width) solid}',
    );
    const root = postcss.parse(
      ':root{--bs-indigo:#6610f2;--bs-primary:#0d6efd;--bs-border-width:1px;--own:1}',
    );
    dropUnreadProperties(root, read);
    expect(root.toString()).toBe(':root{--bs-primary:#0d6efd;--bs-border-width:1px;--own:1}');
  });
});
