/** Stands in for a heading's text while its name loads, keeping the heading's height. */
export function HeadingPlaceholder() {
  return (
    <span className="placeholder-glow d-inline-block w-50" aria-hidden="true">
      <span className="placeholder col-12" />
    </span>
  );
}
