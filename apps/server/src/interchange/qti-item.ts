import type { TQuestionBodyInput } from '@exam/contracts/questions/entities';
import { optionLabel, solutionWithFeedback, type AnswerFeedback } from './feedback.ts';
import { ensureImageAlt } from './html.ts';
import { splitLanguages } from './languages.ts';
import {
  collectInteractions,
  directoryOf,
  resolvePath,
  stripInteraction,
  withImages,
  type ItemContext,
} from './qti-body.ts';
import { feedbackLabel, takeFeedback } from './qti-feedback.ts';
import { decodeText } from './xml.ts';
import { numericRange, outcomeDefault, responseOf, textKey } from './qti-response.ts';
import {
  attr,
  childrenOf,
  find,
  findAll,
  isText,
  nameOf,
  parseOrdered,
  serialize,
  type XNode,
} from './qti-xml.ts';
import { uniqueTags, type ReportBuilder } from './report.ts';
import { xmlProblem } from './xml.ts';

/** Reads one assessment item into the report: one question, a skip or errors at its place. */
export function readItem(out: ReportBuilder, xml: string, context: ItemContext) {
  const problem = xmlProblem(xml);
  if (problem) {
    out.problem(`${context.path} ${problem.place}`, problem.message);
    return;
  }
  const item = find(parseOrdered(xml), 'assessmentItem');
  if (!item) {
    out.problem(context.path, 'is not a QTI assessment item');
    return;
  }
  const identifier = attr(item, 'identifier') ?? context.path;
  const title = attr(item, 'title');
  const place = title ? `item ${identifier} (${title})` : `item ${identifier}`;
  const body = find(childrenOf(item), 'itemBody');
  if (!body) {
    out.problem(place, 'has no item body');
    return;
  }
  if (
    find(childrenOf(item), 'templateDeclaration') ||
    find(childrenOf(item), 'templateProcessing')
  ) {
    out.skip(
      place,
      'is a template item (its values are drawn for each student), which the platform does not have',
      'template',
    );
    return;
  }
  const found = collectInteractions(childrenOf(body));
  if (found.length !== 1) {
    out.skip(
      place,
      found.length === 0
        ? 'the item has no interaction to answer'
        : `the item has ${found.length} interactions; a question has one`,
      found.map(nameOf).join(', ') || null,
    );
    return;
  }
  const interaction = found[0] as XNode;
  const kind = nameOf(interaction);
  if (kind !== 'choiceInteraction' && kind !== 'textEntryInteraction') {
    out.skip(place, `${kind} is not a question type of the platform`, kind);
    return;
  }
  const images: string[] = [];
  const htmlIn = (nodes: XNode[], where: ItemContext) =>
    ensureImageAlt(serialize(withImages(out, place, nodes, where, images)))
      .replace(/\s*\n\s*/g, ' ')
      .trim();
  const html = (nodes: XNode[]) => htmlIn(nodes, context);
  // Feedback of every kind leaves the stem and the options: it is the solution, labelled.
  const feedback: AnswerFeedback[] = [];
  const bodyNodes = takeFeedback(
    childrenOf(body),
    (node) => feedback.push({ label: feedbackLabel(node), html: html(childrenOf(node)) }),
    new Set(['choiceInteraction']),
  );
  // QTI 3 refers to a stimulus from the item, ahead of its body; our exports before 2026-11 and
  // TAO's XIncludes put the reference inside the body.
  const itemRefs = childrenOf(item).filter((node) => nameOf(node) === 'assessmentStimulusRef');
  const passage = sharedStimulus(out, place, itemRefs, bodyNodes, context, htmlIn);
  if (passage === null) return;
  const interactionNodes = findAll(bodyNodes, nameOf(interaction))[0] ?? interaction;
  const prompt = find(childrenOf(interactionNodes), 'prompt');
  const direction = attr(body, 'dir') ?? attr(interaction, 'dir');
  const directed = (text: string, tag: 'div' | 'span') =>
    direction === 'rtl' && text ? `<${tag} dir="rtl">${text}</${tag}>` : text;
  const stemParts = splitLanguages(
    html(stripInteraction(passage.rest)) +
      (prompt
        ? html(
            takeFeedback(childrenOf(prompt), (node) =>
              feedback.push({ label: feedbackLabel(node), html: html(childrenOf(node)) }),
            ),
          )
        : ''),
  );
  const stem = {
    en: directed(stemParts.en, 'div'),
    hi: stemParts.hi === undefined ? undefined : directed(stemParts.hi, 'div'),
  };
  // QTI 3 wraps the feedback in qti-content-body.
  const modal = findAll(childrenOf(item), 'modalFeedback');
  const modalHtml = (node: XNode) =>
    html(
      childrenOf(node).flatMap((child) =>
        nameOf(child) === 'contentBody' ? childrenOf(child) : [child],
      ),
    );
  // This platform's own export writes the solution as one modal feedback, SOLUTION: as it was.
  const ownSolution = modal.length === 1 && attr(modal[0] as XNode, 'identifier') === 'SOLUTION';
  const choiceFeedback: AnswerFeedback[] = [];
  const solution =
    ownSolution && feedback.length === 0
      ? splitLanguages(modalHtml(modal[0] as XNode))
      : {
          en: solutionWithFeedback(undefined, [
            ...feedback,
            ...modal.map((node) => ({ label: feedbackLabel(node), html: modalHtml(node) })),
            ...choiceFeedback,
          ]),
          hi: undefined,
        };
  const responseId = attr(interaction, 'responseIdentifier') ?? 'RESPONSE';
  const response = responseOf(item, responseId);
  const maxScore = outcomeDefault(item, 'MAXSCORE');
  const minScore = outcomeDefault(item, 'MINSCORE');
  const common: TQuestionBodyInput = {
    textEn: stem.en,
    textHi: stem.hi,
    solutionEn: solution.en || undefined,
    solutionHi: solution.hi,
    marks: maxScore && maxScore > 0 ? maxScore : undefined,
    negativeMark: minScore !== undefined && minScore < 0 ? -minScore : undefined,
    tags: uniqueTags([...context.tags, ...passage.tags]),
    ...(passage.html ? { passage: passageOf(passage, directed) } : {}),
  };
  const source = {
    place,
    key: identifier,
    category: null,
    images,
  };

  if (kind === 'textEntryInteraction') {
    const { baseType } = response;
    if (baseType === 'string') {
      const key = textKey(response.correct, response.mapping);
      if (!key) {
        out.problem(place, 'the short answer has no correct value (correctResponse or mapping)');
        return;
      }
      out.add(source, { ...common, type: 'short-answer', shortAnswer: key });
      return;
    }
    if (baseType !== 'float' && baseType !== 'integer') {
      out.skip(place, `a typed answer of base type ${baseType ?? '(none)'} is not a number`, kind);
      return;
    }
    const range = numericRange(item, responseId, response.correct, response.mapping);
    if (!range) {
      out.problem(place, 'the numerical answer has no correct value (correctResponse or mapping)');
      return;
    }
    out.add(source, { ...common, type: 'numerical', numeric: range });
    return;
  }
  if (response.correct.length === 0 && response.mapping.length === 0) {
    out.skip(
      place,
      'has no correct response: a survey or opinion item, which is not a question the platform marks',
      'survey',
    );
    return;
  }
  const typed = choiceQuestion(interactionNodes, response, html, choiceFeedback);
  // Feedback inside the choices was collected while reading them: the solution is read again.
  if (choiceFeedback.length && !(ownSolution && feedback.length === 0))
    common.solutionEn = solutionWithFeedback(undefined, [
      ...feedback,
      ...modal.map((node) => ({ label: feedbackLabel(node), html: modalHtml(node) })),
      ...choiceFeedback,
    ]);
  out.add(source, {
    ...common,
    ...typed,
    options: typed.options?.map((option) => ({
      ...option,
      textEn: directed(option.textEn, 'span'),
      textHi: option.textHi === undefined ? undefined : directed(option.textHi, 'span'),
    })),
  });
}

/**
 * A shared passage (QTI 3's qti-assessment-stimulus-ref, or an XInclude of TAO's shared stimuli)
 * read from the package: kept apart from the stem (`passage`), so a set shows it as its group's
 * passage (decision 055); its questions are also tagged `passage-<id>` to be found in the bank.
 * null: the question was skipped (the passage is not in the package).
 */
function sharedStimulus(
  out: ReportBuilder,
  place: string,
  itemRefs: XNode[],
  nodes: XNode[],
  context: ItemContext,
  htmlIn: (nodes: XNode[], where: ItemContext) => string,
): { html: string; key: string; title?: string; rest: XNode[]; tags: string[] } | null {
  const bodyRefs = [...findAll(nodes, 'assessmentStimulusRef'), ...findAll(nodes, 'include')];
  const refs = [...itemRefs, ...bodyRefs];
  if (!refs.length) return { html: '', key: '', rest: nodes, tags: [] };
  const rest = withoutPlacements(nodes.filter((node) => !bodyRefs.includes(node)));
  const parts: string[] = [];
  const ids: string[] = [];
  const titles: string[] = [];
  for (const ref of refs) {
    const href = attr(ref, 'href') ?? '';
    const path = resolvePath(directoryOf(context.path), href);
    const bytes = context.files.get(path);
    if (!bytes) {
      out.problem(place, `its shared passage "${href}" is not in the package`);
      return null;
    }
    const xml = decodeText(bytes);
    const problem = xmlProblem(xml);
    if (problem) {
      out.problem(place, `its shared passage "${href}" ${problem.message} (${problem.place})`);
      return null;
    }
    const document = parseOrdered(xml);
    const stimulus = find(document, 'assessmentStimulus');
    const content = stimulus ? (find(childrenOf(stimulus), 'stimulusBody') ?? stimulus) : undefined;
    // Named by its place in the package, so items in other folders share it too.
    ids.push(
      attr(ref, 'identifier') ?? (stimulus ? attr(stimulus, 'identifier') : undefined) ?? path,
    );
    const title = stimulus ? attr(stimulus, 'title') : undefined;
    if (title) titles.push(title);
    parts.push(htmlIn(content ? childrenOf(content) : fragmentOf(document), { ...context, path }));
  }
  const key = ids.join('+').slice(0, 60);
  return {
    html: parts.join(''),
    key,
    ...(titles.length > 0 && { title: titles.join(' · ').slice(0, 300) }),
    rest,
    tags: [`passage-${key}`.slice(0, 60)],
  };
}

/**
 * The body without the places a player shows the stimulus in (QTI 3's shared class
 * `qti-shared-stimulus`): the passage is shown by its group, and what such a place holds is a
 * placeholder or a copy of the passage.
 */
function withoutPlacements(nodes: XNode[]): XNode[] {
  return nodes.flatMap((node) => {
    if (isText(node)) return [node];
    if ((attr(node, 'class') ?? '').split(/\s+/).includes('qti-shared-stimulus')) return [];
    return [{ ...node, [nameOf(node)]: withoutPlacements(childrenOf(node)) }];
  });
}

/** An included file's elements, without its XML declaration and schema location. */
function fragmentOf(document: XNode[]): XNode[] {
  return document
    .filter((node) => !nameOf(node).startsWith('?'))
    .map((node) => {
      const { '@_schemaLocation': _dropped, ...attributes } = (node[':@'] ?? {}) as Record<
        string,
        string
      >;
      return { ...node, ':@': attributes };
    });
}

function passageOf(
  passage: { html: string; key: string; title?: string },
  directed: (text: string, tag: 'div') => string,
) {
  const text = splitLanguages(passage.html);
  return {
    key: passage.key,
    ...(passage.title && { titleEn: passage.title }),
    textEn: directed(text.en, 'div'),
    ...(text.hi !== undefined && { textHi: directed(text.hi, 'div') }),
  };
}

/** A choice interaction as a single, multiple or true/false question. */
function choiceQuestion(
  interaction: XNode,
  response: ReturnType<typeof responseOf>,
  html: (nodes: XNode[]) => string,
  feedback: AnswerFeedback[],
): Pick<TQuestionBodyInput, 'type' | 'options' | 'markingRule'> {
  const choices = findAll(childrenOf(interaction), 'simpleChoice');
  const mapped = new Map(
    response.mapping.map((entry) => [
      attr(entry, 'mapKey') ?? '',
      Number(attr(entry, 'mappedValue') ?? '0'),
    ]),
  );
  const isCorrect = (id: string) =>
    response.correct.length > 0 ? response.correct.includes(id) : (mapped.get(id) ?? 0) > 0;
  // Fixed choices at the end ("All of the above") stay last when a set shuffles options.
  const fixed = choices.map((choice) => attr(choice, 'fixed') === 'true');
  const firstPinned = fixed.lastIndexOf(false) + 1;
  const options = choices.map((choice, index) => {
    const own: string[] = [];
    const content = takeFeedback(childrenOf(choice), (node) => own.push(html(childrenOf(node))));
    const text = splitLanguages(html(content));
    for (const part of own) feedback.push({ label: optionLabel(index, text.en), html: part });
    return {
      textEn: text.en,
      textHi: text.hi,
      correct: isCorrect(attr(choice, 'identifier') ?? ''),
      ...(index >= firstPinned && { keepLast: true }),
    };
  });
  const ids = choices.map((choice) => (attr(choice, 'identifier') ?? '').toUpperCase());
  const maxChoices = Number(attr(interaction, 'maxChoices') ?? '1');
  if (maxChoices === 1 && ids.length === 2 && ids[0] === 'TRUE' && ids[1] === 'FALSE')
    return { type: 'true-false', options };
  if (maxChoices === 1) return { type: 'single', options };
  // A mapping giving marks to several right choices is partial credit.
  const partial = [...mapped.values()].filter((value) => value > 0).length > 1;
  return { type: 'multiple', markingRule: partial ? 'jee-partial' : undefined, options };
}
