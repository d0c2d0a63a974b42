import { escapeHtml } from './html.ts';
import { attr, childrenOf, isText, nameOf, type XNode } from './qti-xml.ts';

/** What QTI shows only after an answer, or only to a scorer: never part of a stem or an option. */
const FEEDBACK = new Set(['feedbackInline', 'feedbackBlock', 'modalFeedback', 'rubricBlock']);

/**
 * The nodes without their feedback elements (at any depth); each one removed goes to `take`.
 * Elements named in `keep` are left whole (a choice interaction's feedback belongs to its choices).
 */
export function takeFeedback(
  nodes: XNode[],
  take: (node: XNode) => void,
  keep: ReadonlySet<string> = new Set(),
): XNode[] {
  return nodes.flatMap((node) => {
    if (FEEDBACK.has(nameOf(node))) {
      take(node);
      return [];
    }
    if (isText(node) || keep.has(nameOf(node))) return [node];
    return [{ ...node, [nameOf(node)]: takeFeedback(childrenOf(node), take, keep) }];
  });
}

/** How a feedback element is labelled in the solution: its title, else what it is. */
export function feedbackLabel(node: XNode): string {
  const title = attr(node, 'title');
  if (title) return escapeHtml(title);
  if (nameOf(node) === 'rubricBlock')
    return /scorer|author|tutor/.test(attr(node, 'view') ?? '') ? 'Notes for the scorer' : 'Rubric';
  const identifier = attr(node, 'identifier');
  return identifier ? `Feedback (${escapeHtml(identifier)})` : 'Feedback';
}
