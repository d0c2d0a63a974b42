import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { languageOf } from '@exam/core/language';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FreeBadge } from '@/components/ui/free-badge';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { startPathOf } from '../utils/set-types';
import { SetWindow, startBlockedBy } from './set-window';

/** A set: its name, Free, questions, marks, time and languages, and Start. */
export function SetCard({ set }: { set: TQuestionSet }) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const navigate = useNavigate();
  const titleId = `set-${set.examSetId}-title`;
  const reasonId = `set-${set.examSetId}-window-reason`;
  const blocked = startBlockedBy(set.window);
  const languages = [...new Set(set.languages.map((language) => languageOf(language.langId)))]
    .map((language) => t(`language.${language}`))
    .join(', ');
  return (
    <article className="card shadow-sm set-card" aria-labelledby={titleId}>
      <div className="card-body set-card-body">
        <div className="d-flex align-items-start gap-2">
          <h3 id={titleId} className="h6 mb-0 flex-grow-1">
            {pick(set.setName, set.setNameHi)}
          </h3>
          <FreeBadge />
        </div>
        <dl className="set-facts small">
          <div>
            <dt>{t('set.totalQuestion')}</dt>
            <dd>{set.totalQuestion}</dd>
          </div>
          <div>
            <dt>{t('set.totalMarks')}</dt>
            <dd>{set.totalMarks}</dd>
          </div>
          <div>
            <dt>{t('set.time')}</dt>
            <dd>{t('set.minutes', { count: set.totalTime })}</dd>
          </div>
          <div>
            <dt>{t('set.languages')}</dt>
            <dd>{languages}</dd>
          </div>
        </dl>
        {set.window && <SetWindow window={set.window} reasonId={reasonId} />}
        <button
          type="button"
          className="btn btn-primary set-card-start"
          aria-describedby={blocked ? `${titleId} ${reasonId}` : titleId}
          disabled={blocked !== null}
          onClick={() => void navigate(startPathOf(set.setTypeId), { state: { setData: set } })}
        >
          {t('set.start')}
        </button>
      </div>
    </article>
  );
}
