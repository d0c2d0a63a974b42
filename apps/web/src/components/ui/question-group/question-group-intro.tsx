import type { TQuestionGroup } from '@exam/contracts/papers/entities';
import { localized, type UiLanguage } from '@exam/core/language';
import { RichContent } from '../rich-content/rich-content';
import './question-group-intro.css';

interface QuestionGroupIntroProps {
  group: TQuestionGroup | undefined;
  language: UiLanguage;
}

/**
 * A question group's heading and its shared instructions or passage, shown above each of its
 * questions (a comprehension passage must stay in view while its questions are answered).
 * Nothing when the group has neither, as every group of a set built before groups.
 */
export function QuestionGroupIntro({ group, language }: QuestionGroupIntroProps) {
  const title = group ? localized(language, group.titleEn ?? '', group.titleHi).trim() : '';
  const instructions = group
    ? localized(language, group.instructionsEn ?? '', group.instructionsHi).trim()
    : '';
  if (!group || (!title && !instructions)) return null;
  return (
    <aside className="question-group-intro" lang={language} aria-label={title || undefined}>
      {title && <p className="question-group-title fw-semibold mb-1">{title}</p>}
      {instructions && <RichContent className="question-group-text" html={instructions} />}
    </aside>
  );
}
