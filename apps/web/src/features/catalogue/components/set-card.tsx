import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { languageOf } from '@exam/core/language';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SetCardFrame, SetFact } from '@/components/ui/set-card-frame';
import { NegativeMarkingFact } from '@/components/ui/set-labels/negative-marking-fact';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { startPathOf } from '../utils/set-types';
import { SetWindow, startBlockedBy } from './set-window';
import '@/components/ui/set-labels/i18n/translations';

/** A set: its name, Free, questions, marks, time, negative marking and languages, and Start. */
export function SetCard({ set }: { set: TQuestionSet }) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const navigate = useNavigate();
  const reasonId = `set-${set.examSetId}-window-reason`;
  const blocked = startBlockedBy(set.window);
  const languages = [...new Set(set.languages.map((language) => languageOf(language.langId)))]
    .map((language) => t(`language.${language}`))
    .join(', ');
  return (
    <SetCardFrame
      titleId={`set-${set.examSetId}-title`}
      name={pick(set.setName, set.setNameHi)}
      facts={
        <>
          <SetFact label={t('set.totalQuestion')}>{set.totalQuestion}</SetFact>
          <SetFact label={t('set.totalMarks')}>{set.totalMarks}</SetFact>
          <SetFact label={t('set.time')}>{t('set.minutes', { count: set.totalTime })}</SetFact>
          <NegativeMarkingFact marking={set.negativeMarking} />
          <SetFact label={t('set.languages')}>{languages}</SetFact>
        </>
      }
      beforeStart={set.window && <SetWindow window={set.window} reasonId={reasonId} />}
      startDescribedBy={blocked ? reasonId : undefined}
      startDisabled={blocked !== null}
      onStart={() => void navigate(startPathOf(set.setTypeId), { state: { setData: set } })}
    />
  );
}
