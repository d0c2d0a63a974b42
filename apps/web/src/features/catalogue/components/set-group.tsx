import type { TQuestionSet } from '@exam/contracts/sets/entities';
import type { ReactNode } from 'react';
import { SetCard } from './set-card';

interface SetGroupProps {
  /** The heading's id, which labels the group. */
  id: string;
  title: ReactNode;
  /** The badge after the title (how many sets). */
  badge: ReactNode;
  sets: readonly TQuestionSet[];
}

/** Sets under a heading: of one type on an exam's set list, of one exam among school exams. */
export function SetGroup({ id, title, badge, sets }: SetGroupProps) {
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h5 mb-3">
        {title} {badge}
      </h2>
      <div className="set-list">
        {sets.map((set) => (
          <SetCard key={set.examSetId} set={set} />
        ))}
      </div>
    </section>
  );
}
