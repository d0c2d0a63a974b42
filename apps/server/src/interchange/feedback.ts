/** Feedback on one answer, labelled by the answer it belongs to. */
export interface AnswerFeedback {
  /** The answer as HTML ("B. yellow", "True", "Any other answer"). */
  label: string;
  html: string;
}

/**
 * The solution a student reads after the exam: the source's general feedback, then the feedback
 * it gives on each answer, each labelled with its answer — never inside the stem or an option.
 */
export function solutionWithFeedback(
  general: string | undefined,
  answers: AnswerFeedback[],
): string | undefined {
  const given = answers.filter((answer) => answer.html.replace(/<[^>]*>|&nbsp;|\s/g, ''));
  const parts = general?.trim() ? [general.trim()] : [];
  if (given.length)
    parts.push(
      `<p><strong>Feedback on the answers</strong></p><ul>${given
        .map((answer) => `<li><strong>${answer.label}</strong>: ${answer.html.trim()}</li>`)
        .join('')}</ul>`,
    );
  return parts.length ? parts.join('') : undefined;
}

/** An option's label for its feedback: "B. yellow" (its text as plain words). */
export function optionLabel(index: number, html: string): string {
  const plain = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const short = plain.length > 60 ? `${plain.slice(0, 57)}…` : plain;
  // Entities of the HTML stay; a bare & (and < or >) is escaped.
  const safe = short.replace(/&(?![a-z][a-z0-9]*;|#[0-9]+;|#x[0-9a-f]+;)/gi, '&amp;');
  return `${String.fromCharCode(65 + index)}. ${safe.replace(/</g, '&lt;').replace(/>/g, '&gt;')}`;
}
