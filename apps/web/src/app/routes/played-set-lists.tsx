import '@/features/quiz-practice/i18n/translations';
import { PlayedSetList } from '@/features/quiz-practice/components/played-set-list';

/** /quizlist/: quiz sets (type 1). */
export const QuizListRoute = () => <PlayedSetList setTypeId={1} />;
/** /practicelist/: practice sets (type 2). */
export const PracticeListRoute = () => <PlayedSetList setTypeId={2} />;
/** /gkandca/: GK & current affairs sets (type 5), played in the quiz player. */
export const GkListRoute = () => <PlayedSetList setTypeId={5} />;
