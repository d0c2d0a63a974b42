/** Stylelint over every stylesheet of the repo, CSS and Sass (run by `npm run lint`). */
export default {
  extends: ['stylelint-config-standard'],
  ignoreFiles: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'scratch/**'],
  rules: {
    // Media queries keep the (min-width: …) form: range syntax (width >= …) needs Safari 16.4 and
    // Chrome 104, which many students' older phones do not have, and Vite does not rewrite it.
    'media-feature-range-notation': 'prefix',
    // Font family names are written as their makers spell them.
    'value-keyword-case': ['lower', { ignoreProperties: ['/font-family$/'] }],
    // Class names are kebab-case like the files (STYLE.md), and Bootstrap's are too.
    'selector-class-pattern': [
      '^[a-z][a-z0-9]*(-[a-z0-9]+)*$',
      { message: (selector) => `Expected class selector "${selector}" to be kebab-case` },
    ],
  },
  overrides: [
    {
      // Sass partials (src/styles/bootstrap/): `@import 'name'` is Sass's, resolved by the compiler.
      files: ['**/*.scss'],
      rules: { 'import-notation': 'string' },
    },
  ],
};
