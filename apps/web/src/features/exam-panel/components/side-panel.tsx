import type { QuestionStatus, StatusCounts as Counts } from '@exam/core/palette';
import { useTranslation } from 'react-i18next';
import type { LayoutQuestion } from '../model/panel-machine';
import { QuestionPalette } from './question-palette';
import { StatusCounts } from './status-counts';

interface SidePanelProps {
  counts: Counts;
  sectionName: string;
  sectionQuestions: LayoutQuestion[];
  currentId: number;
  statusOf: (questionId: number) => QuestionStatus;
  isUnsaved: (questionId: number) => boolean;
  onChoose: (questionId: number) => void;
  onViewInstruction: () => void;
  onViewQuestions: () => void;
}

/** SPEC §2 side panel (the candidate is in the header): the five counts, the current section and its palette. */
export function SidePanel(props: SidePanelProps) {
  const { t } = useTranslation();
  return (
    <div className="exam-side-panel d-flex flex-column gap-3">
      <StatusCounts counts={props.counts} />
      <div>
        <div className="small text-body-secondary">{t('panel.currentSection')}</div>
        <h2 className="h6 mb-2" data-testid="current-section">
          {props.sectionName}
        </h2>
        <QuestionPalette
          questions={props.sectionQuestions}
          currentId={props.currentId}
          statusOf={props.statusOf}
          isUnsaved={props.isUnsaved}
          onChoose={props.onChoose}
          label={t('panel.paletteOf', { section: props.sectionName })}
        />
      </div>
      <div className="d-flex gap-2 flex-wrap">
        <button
          type="button"
          className="btn btn-outline-primary btn-sm flex-fill"
          onClick={props.onViewInstruction}
        >
          {t('panel.viewInstruction')}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm flex-fill"
          onClick={props.onViewQuestions}
        >
          {t('panel.viewQuestion')}
        </button>
      </div>
    </div>
  );
}
