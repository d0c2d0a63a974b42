import type { TQuestionBodyInput } from '@exam/contracts/questions/entities';
import { ensureImageAlt } from './html.ts';
import { splitLanguages } from './languages.ts';
import { collectInteractions, stripInteraction, withImages, type ItemContext } from './qti-body.ts';
import { numericRange, outcomeDefault, responseOf, textKey } from './qti-response.ts';
import {
  attr,
  childrenOf,
  find,
  findAll,
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
    out.error(`${context.path} ${problem.place}`, problem.message);
    return;
  }
  const item = find(parseOrdered(xml), 'assessmentItem');
  if (!item) {
    out.error(context.path, 'is not a QTI assessment item');
    return;
  }
  const identifier = attr(item, 'identifier') ?? context.path;
  const title = attr(item, 'title');
  const place = title ? `item ${identifier} (${title})` : `item ${identifier}`;
  const body = find(childrenOf(item), 'itemBody');
  if (!body) {
    out.error(place, 'has no item body');
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
  const html = (nodes: XNode[]) =>
    ensureImageAlt(serialize(withImages(out, place, nodes, context, images)))
      .replace(/\s*\n\s*/g, ' ')
      .trim();
  const prompt = find(childrenOf(interaction), 'prompt');
  const stem = splitLanguages(
    html(stripInteraction(childrenOf(body))) + (prompt ? html(childrenOf(prompt)) : ''),
  );
  // QTI 3 wraps the feedback in qti-content-body.
  const solutionNodes = findAll(childrenOf(item), 'modalFeedback')
    .flatMap(childrenOf)
    .flatMap((node) => (nameOf(node) === 'contentBody' ? childrenOf(node) : [node]));
  const solution = splitLanguages(html(solutionNodes));
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
    tags: uniqueTags(context.tags),
  };
  const source = { place, key: identifier, category: null, images };

  if (kind === 'textEntryInteraction') {
    const { baseType } = response;
    if (baseType === 'string') {
      const key = textKey(response.correct, response.mapping);
      if (!key) {
        out.error(place, 'the short answer has no correct value (correctResponse or mapping)');
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
      out.error(place, 'the numerical answer has no correct value (correctResponse or mapping)');
      return;
    }
    out.add(source, { ...common, type: 'numerical', numeric: range });
    return;
  }
  out.add(source, { ...common, ...choiceQuestion(interaction, response, html) });
}

/** A choice interaction as a single, multiple or true/false question. */
function choiceQuestion(
  interaction: XNode,
  response: ReturnType<typeof responseOf>,
  html: (nodes: XNode[]) => string,
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
  const options = choices.map((choice) => {
    const text = splitLanguages(html(childrenOf(choice)));
    return {
      textEn: text.en,
      textHi: text.hi,
      correct: isCorrect(attr(choice, 'identifier') ?? ''),
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
