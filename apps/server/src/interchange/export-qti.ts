import { strToU8, zipSync } from 'fflate';
import type { TQuestionBody } from '@exam/contracts/questions/entities';
import { rewriteImageSources } from './html.ts';
import { joinLanguages } from './languages.ts';
import {
  mediaFileName,
  mediaSha,
  numberText,
  titleOf,
  toXhtml,
  xmlText,
  type ExportImages,
  type ExportQuestion,
} from './export-common.ts';

const ITEM_NAMESPACE = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const TEMPLATES = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates';

/** An XML identifier (NCName) from a bank key. */
export const itemIdentifier = (key: string) =>
  /^[A-Za-z_][\w.-]*$/.test(key) ? key : `q-${key.replace(/[^\w.-]/g, '-')}`;

/**
 * A QTI 3.0 content package: imsmanifest.xml, one item per question under items/, the images under
 * media/, tags as LOM keywords of the item's resource (docs/decisions/016-question-interchange.md).
 */
export function exportQtiPackage(questions: ExportQuestion[], images: ExportImages): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const resources: string[] = [];
  const used = new Set<string>();
  for (const question of questions) {
    let id = itemIdentifier(question.key);
    while (used.has(id)) id = `${id}-1`;
    used.add(id);
    const media = new Set<string>();
    const html = (en: string | undefined, hi: string | undefined, block: boolean) => {
      const joined = block || hi ? joinLanguages(en ?? '', hi, 'qti', true) : (en ?? '');
      return rewriteImageSources(toXhtml(joined), (src) => {
        const sha = mediaSha(src);
        const image = sha ? images.get(sha) : undefined;
        if (!sha || !image) return src;
        const name = `media/${mediaFileName(sha, image)}`;
        files[name] = image.bytes;
        media.add(name);
        return `../${name}`;
      });
    };
    // A shared passage is written once, as a stimulus its items refer to (decision 055).
    const { passage } = question.body;
    let stimulusRef = '';
    if (passage) {
      const name = `passages/${itemIdentifier(passage.key)}.xml`;
      files[name] ??= strToU8(
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
          `<qti-assessment-stimulus xmlns="${ITEM_NAMESPACE}" identifier="${xmlText(passage.key)}"` +
          (passage.titleEn ? ` title="${xmlText(passage.titleEn)}"` : '') +
          `>\n  <qti-stimulus-body>${html(passage.textEn, passage.textHi, true)}</qti-stimulus-body>\n` +
          '</qti-assessment-stimulus>\n',
      );
      media.add(name);
      stimulusRef = `<qti-assessment-stimulus-ref identifier="${xmlText(passage.key)}" href="../${name}"/>`;
    }
    files[`items/${id}.xml`] = strToU8(itemXml(id, question.body, html, stimulusRef));
    const keywords = question.body.tags
      .map((tag) => `<imsmd:keyword><imsmd:string>${xmlText(tag)}</imsmd:string></imsmd:keyword>`)
      .join('');
    resources.push(
      `    <resource identifier="res-${id}" type="imsqti_item_xmlv3p0" href="items/${id}.xml">\n` +
        (keywords
          ? `      <metadata><imsmd:lom><imsmd:general>${keywords}</imsmd:general></imsmd:lom></metadata>\n`
          : '') +
        `      <file href="items/${id}.xml"/>\n` +
        [...media].map((name) => `      <file href="${name}"/>\n`).join('') +
        '    </resource>',
    );
  }
  files['imsmanifest.xml'] = strToU8(
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" ' +
      'xmlns:imsmd="http://ltsc.ieee.org/xsd/LOM" identifier="exam-platform-export">\n' +
      '  <metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata>\n' +
      '  <organizations/>\n  <resources>\n' +
      resources.join('\n') +
      '\n  </resources>\n</manifest>\n',
  );
  return zipSync(files);
}

type Html = (en: string | undefined, hi: string | undefined, block: boolean) => string;

function itemXml(id: string, body: TQuestionBody, html: Html, stimulusRef: string): string {
  const numerical = body.type === 'numerical';
  const short = body.type === 'short-answer';
  const letters = body.options.map((_, i) =>
    body.type === 'true-false' ? (i === 0 ? 'TRUE' : 'FALSE') : String.fromCharCode(65 + i),
  );
  const right = letters.filter((_, i) => body.options[i]?.correct);
  const range = body.numeric ?? { min: 0, max: 0 };
  const accepted = body.shortAnswer?.accepted ?? [];
  const correct = numerical ? [numberText(range.min)] : short ? accepted.map(xmlText) : right;
  const partial = body.type === 'multiple' && body.markingRule === 'jee-partial';
  const declaration = [
    `  <qti-response-declaration identifier="RESPONSE" cardinality="${body.type === 'multiple' ? 'multiple' : 'single'}" base-type="${numerical ? 'float' : short ? 'string' : 'identifier'}">`,
    // A single response has one correct value: a short answer's others are in its mapping.
    `    <qti-correct-response>${correct
      .slice(0, short ? 1 : undefined)
      .map((v) => `<qti-value>${v}</qti-value>`)
      .join('')}</qti-correct-response>`,
    short
      ? `    <qti-mapping default-value="0">${accepted
          .map(
            (v) =>
              `<qti-map-entry map-key="${xmlText(v)}" mapped-value="${numberText(body.marks ?? 1)}" case-sensitive="${body.shortAnswer?.caseSensitive === true}"/>`,
          )
          .join('')}</qti-mapping>`
      : '',
    // Partial credit: a mark for each right choice (the platform marks it as JEE Advanced does).
    partial
      ? `    <qti-mapping default-value="0" lower-bound="0">${right.map((v) => `<qti-map-entry map-key="${v}" mapped-value="1"/>`).join('')}</qti-mapping>`
      : '',
    '  </qti-response-declaration>',
  ];
  const outcomes = [
    '  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>',
    body.marks === undefined ? '' : outcome('MAXSCORE', body.marks),
    body.negativeMark === undefined ? '' : outcome('MINSCORE', -body.negativeMark),
    body.solutionEn
      ? '  <qti-outcome-declaration identifier="FEEDBACK" cardinality="single" base-type="identifier"/>'
      : '',
  ];
  const interaction =
    numerical || short
      ? '    <p><qti-text-entry-interaction response-identifier="RESPONSE"/></p>'
      : [
          `    <qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="${body.type === 'multiple' ? 0 : 1}">`,
          ...body.options.map(
            (option, i) =>
              `      <qti-simple-choice identifier="${letters[i]}"${option.keepLast ? ' fixed="true"' : ''}>${html(option.textEn, option.textHi, false)}</qti-simple-choice>`,
          ),
          '    </qti-choice-interaction>',
        ].join('\n');
  const processing = numerical
    ? [
        '  <qti-response-processing><qti-response-condition><qti-response-if><qti-and>',
        `    <qti-gte><qti-variable identifier="RESPONSE"/><qti-base-value base-type="float">${numberText(range.min)}</qti-base-value></qti-gte>`,
        `    <qti-lte><qti-variable identifier="RESPONSE"/><qti-base-value base-type="float">${numberText(range.max)}</qti-base-value></qti-lte>`,
        `  </qti-and><qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">${numberText(body.marks ?? 1)}</qti-base-value></qti-set-outcome-value>`,
        '  </qti-response-if></qti-response-condition></qti-response-processing>',
      ].join('\n')
    : `  <qti-response-processing template="${TEMPLATES}/${partial || short ? 'map_response' : 'match_correct'}.xml"/>`;
  const feedback = body.solutionEn
    ? `  <qti-modal-feedback outcome-identifier="FEEDBACK" identifier="SOLUTION" show-hide="show"><qti-content-body>${html(body.solutionEn, body.solutionHi, true)}</qti-content-body></qti-modal-feedback>`
    : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<qti-assessment-item xmlns="${ITEM_NAMESPACE}" identifier="${id}" title="${xmlText(titleOf(body))}" adaptive="false" time-dependent="false">`,
    ...declaration,
    ...outcomes,
    // QTI 3 refers to a stimulus from the item, ahead of its body, where other players look.
    stimulusRef && `  ${stimulusRef}`,
    '  <qti-item-body>',
    `    ${html(body.textEn, body.textHi, true)}`,
    interaction,
    '  </qti-item-body>',
    processing,
    feedback,
    '</qti-assessment-item>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

const outcome = (identifier: string, value: number) =>
  `  <qti-outcome-declaration identifier="${identifier}" cardinality="single" base-type="float"><qti-default-value><qti-value>${numberText(value)}</qti-value></qti-default-value></qti-outcome-declaration>`;
