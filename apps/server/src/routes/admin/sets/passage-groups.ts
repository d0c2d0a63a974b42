import type { z } from 'zod';
import type { ZSetGroupInput } from '@exam/contracts/admin/set-entities';
import type { BankBody } from './bank-bodies.ts';

type Group = z.infer<typeof ZSetGroupInput>;

/**
 * Groups as stored (decision 055): a group with no instructions of its own shows its questions'
 * shared passage, so each run of questions of one passage (an imported QTI stimulus) becomes a
 * group of its own whose instructions are the passage — as an authored comprehension. A group
 * with instructions keeps them: what the author wrote is what students see.
 */
export function passageGroups(groups: Group[], bodies: Map<number, BankBody>): Group[] {
  return groups.flatMap((group) => {
    if (group.instructionsEn.trim() || group.questions.length === 0) return [group];
    const runs: { key: string | null; questions: Group['questions'] }[] = [];
    for (const question of group.questions) {
      const key = bodies.get(question.bankQuestionId)?.body.passage?.key ?? null;
      const last = runs.at(-1);
      if (last && last.key === key) last.questions.push(question);
      else runs.push({ key, questions: [question] });
    }
    if (runs.every((run) => run.key === null)) return [group];
    return runs.map((run) => {
      const passage = run.key
        ? bodies.get(run.questions[0]?.bankQuestionId ?? 0)?.body.passage
        : undefined;
      if (!passage) return { ...group, questions: run.questions };
      return {
        ...group,
        titleEn: group.titleEn || passage.titleEn || '',
        instructionsEn: passage.textEn,
        instructionsHi: group.instructionsHi?.trim()
          ? group.instructionsHi
          : (passage.textHi ?? null),
        questions: run.questions,
      };
    });
  });
}
