import { asc, inArray } from 'drizzle-orm';
import type { TNegativeMarking } from '@exam/contracts/sets/entities';
import { inheritedNegativeMark, summariseNegativeMarking } from '@exam/core/negative-marking';
import type { Db } from '../db/client.ts';
import type { Tx } from '../bank/store.ts';
import { sections, templates } from '../db/schema.ts';

/** A template's negative marking (decision 061): the switch, the set's amount, each section's. */
export interface NegativeMarkingRow {
  on: boolean;
  amount: number | null;
  sections: {
    sectionId: number;
    sectionName: string;
    sectionNameHi: string | null;
    amount: number | null;
  }[];
}

/** The negative marking of each template, read in two queries however many there are. */
export async function selectNegativeMarking(
  db: Db | Tx,
  templateIds: readonly number[],
): Promise<Map<number, NegativeMarkingRow>> {
  const ids = [...new Set(templateIds)];
  if (ids.length === 0) return new Map();
  const [templateRows, sectionRows] = await Promise.all([
    db
      .select({ id: templates.id, on: templates.negativeMarks, amount: templates.negativeMark })
      .from(templates)
      .where(inArray(templates.id, ids)),
    db
      .select({
        templateId: sections.templateId,
        sectionId: sections.id,
        sectionName: sections.name,
        sectionNameHi: sections.nameHi,
        amount: sections.negativeMark,
      })
      .from(sections)
      .where(inArray(sections.templateId, ids))
      .orderBy(asc(sections.sortOrder), asc(sections.id)),
  ]);
  return new Map(
    templateRows.map((t) => [
      t.id,
      {
        on: t.on,
        amount: t.amount,
        sections: sectionRows
          .filter((s) => s.templateId === t.id)
          .map(({ templateId: _t, ...section }) => section),
      },
    ]),
  );
}

/** What each section's questions inherit: the section's amount, else the set's. */
export const inheritedBySection = (marking: NegativeMarkingRow | undefined) =>
  new Map(
    (marking?.sections ?? []).map((s) => [
      s.sectionId,
      inheritedNegativeMark(s.amount, marking?.amount),
    ]),
  );

/** The scheme as the student is told it, from the amounts (packages/core summariseNegativeMarking). */
export function negativeMarkingTold(marking: NegativeMarkingRow | undefined): TNegativeMarking {
  if (!marking) return { kind: 'none' };
  const summary = summariseNegativeMarking(marking.on, marking.amount, marking.sections);
  if (summary.kind !== 'by-section') return summary;
  const named = new Map(marking.sections.map((s) => [s.sectionId, s]));
  return {
    kind: 'by-section',
    sections: summary.sections.map(({ sectionId, amount }) => ({
      sectionName: named.get(sectionId)?.sectionName ?? '',
      sectionNameHi: named.get(sectionId)?.sectionNameHi ?? null,
      amount,
    })),
  };
}
