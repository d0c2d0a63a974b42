import type { TAttemptResponses } from '@exam/contracts/attempts/get-attempt-responses';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import type { TPaper } from '@exam/contracts/papers/entities';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { languageOf, localized } from '@exam/core/language';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExamController } from '../hooks/use-exam-controller';
import { useExamScreen } from '../hooks/use-exam-screen';
import { usePaperAsSeen } from '../hooks/use-paper-as-seen';
import { useWideScreen } from '../hooks/use-wide-screen';
import type { AttemptRef, OutboxRecord } from '../model/outbox';
import { countsOf, currentQuestion, isUnsaved, statusOf } from '../model/panel-machine';
import { ActionBar } from './action-bar';
import { CalculatorButton } from './calculator-button';
import { PanelHeader, realRollNo } from './panel-header';
import { QuestionCard } from './question-card';
import {
  ConnectionNotice,
  EnterFullscreenButton,
  FullscreenRequired,
  IntegrityWarning,
} from './screen-notices';
import { SidePanel } from './side-panel';
import { SubmitModal } from './submit-modal';
import CloseButton from 'react-bootstrap/CloseButton';

const AllQuestionsModal = lazy(() =>
  import('./all-questions-modal').then((m) => ({ default: m.AllQuestionsModal })),
);
const InstructionModal = lazy(() =>
  import('./instruction-modal').then((m) => ({ default: m.InstructionModal })),
);
const CalculatorDialog = lazy(() => import('@/features/calculator/components/calculator-dialog'));
const PaletteDrawer = lazy(() =>
  import('./palette-drawer').then((m) => ({ default: m.PaletteDrawer })),
);

export interface ExamPanelProps {
  paper: TPaper;
  setData: TQuestionSet;
  attempt: TAttempt;
  resume: TAttemptResponses;
  attemptRef: AttemptRef;
  unsent: OutboxRecord[];
  student: {
    orgId: number;
    instituteId: number;
    studentId: number;
    name: string;
    rollNo?: string | null;
  };
  langId: number;
  onLanguage: (langId: number) => void;
  onClosed: (forced?: boolean) => void;
  onTakenOver: () => void;
}

type Dialog = 'submit' | 'all' | 'instruction' | 'drawer' | null;

/** SPEC §2 exam panel: header, question, actions, side panel (a drawer on phones), modals. */
export function ExamPanel(props: ExamPanelProps) {
  const { t } = useTranslation();
  // The paper as this candidate sees it (decision 040): their order, numbers and option letters.
  // The controller gets the paper itself: a save names the paper's question and option numbers.
  const paper = usePaperAsSeen(props.paper, props.attempt.paperOrder);
  const controller = useExamController({
    paper: props.paper,
    attempt: props.attempt,
    resume: props.resume,
    ref: props.attemptRef,
    unsent: props.unsent,
    student: props.student,
    onClosed: props.onClosed,
    onTakenOver: props.onTakenOver,
  });
  const { state, dispatch } = controller;
  const screenMode = useExamScreen(controller.recordEvent);
  // A browser without full screen (iPhone Safari) cannot meet 'required': it is offered there.
  const fullscreen = screenMode.supported ? (props.attempt.fullscreen ?? 'off') : 'off';
  const covered = fullscreen === 'required' && !screenMode.full;
  const [dialog, setDialog] = useState<Dialog>(null);
  const calculator = props.attempt.calculator ?? 'off';
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const wide = useWideScreen();
  const language = languageOf(props.langId);

  // A new question whose top went under the sticky header (phones, long questions) scrolls back.
  const questionTop = useRef<HTMLDivElement>(null);
  const firstQuestion = useRef(true);
  useEffect(() => {
    if (firstQuestion.current) {
      firstQuestion.current = false;
      return;
    }
    const top = questionTop.current?.getBoundingClientRect().top;
    const header = document.querySelector('.exam-header')?.getBoundingClientRect().bottom ?? 0;
    if (top !== undefined && top < header) window.scrollBy({ top: top - header - 8 });
  }, [state.currentId]);

  const current = currentQuestion(state);
  const question = paper.questions.find((q) => q.questionId === current.questionId);
  const section = paper.sections.find((s) => s.sectionId === current.sectionId);
  const sectionName = section
    ? localized(language, section.sectionName, section.sectionNameHi)
    : '';
  const counts = countsOf(state);
  const status = (id: number) => statusOf(state, id);
  const unsaved = (id: number) => isUnsaved(state, id);
  const choose = (questionId: number) => {
    dispatch({ type: 'goTo', questionId });
    setDialog(null);
  };
  const offline =
    controller.message !== null &&
    'key' in controller.message &&
    controller.message.key === 'offline';
  const message = controller.message
    ? 'key' in controller.message
      ? t(`panel.error.${controller.message.key}`)
      : controller.message.text
    : null;

  const side = (
    <SidePanel
      counts={counts}
      sectionName={sectionName}
      sectionQuestions={state.layout.filter((q) => q.sectionId === current.sectionId)}
      currentId={state.currentId}
      statusOf={status}
      isUnsaved={unsaved}
      onChoose={choose}
      onViewInstruction={() => setDialog('instruction')}
      onViewQuestions={() => setDialog('all')}
    />
  );

  return (
    <div className="exam-panel" data-current-question={current.questionNo}>
      <PanelHeader
        examName={localized(language, paper.exam.examName, paper.exam.examNameHi)}
        candidate={{ name: props.student.name, rollNo: realRollNo(props.student.rollNo) }}
        extra={
          <>
            {calculator !== 'off' && <CalculatorButton onOpen={() => setCalculatorOpen(true)} />}
            {fullscreen === 'offered' && !screenMode.full && (
              <EnterFullscreenButton onEnter={screenMode.enter} />
            )}
          </>
        }
        sections={paper.sections}
        currentSectionId={current.sectionId}
        sectionName={(s) => localized(language, s.sectionName, s.sectionNameHi)}
        onSection={(sectionId) => dispatch({ type: 'goToSection', sectionId })}
        leftMs={controller.countdown.leftMs}
        announcement={controller.countdown.announcement}
      />
      {controller.warning && (
        <div className="mt-2">
          <IntegrityWarning event={controller.warning} onDismiss={controller.dismissWarning} />
        </div>
      )}
      {covered ? (
        <div className="mt-3">
          <FullscreenRequired onEnter={screenMode.enter} />
        </div>
      ) : (
        <div className="row g-3 mt-0">
          <div className="col-lg-8 col-xl-9 d-flex flex-column gap-3">
            {!wide && (
              <button
                type="button"
                className="btn btn-outline-primary align-self-start"
                onClick={() => setDialog('drawer')}
              >
                {t('panel.openPalette')}
              </button>
            )}
            <div ref={questionTop}>
              {question && (
                <QuestionCard
                  question={question}
                  group={paper.groups.find((g) => g.groupId === question.groupId)}
                  language={language}
                  languages={props.setData.languages}
                  langId={props.langId}
                  onLanguage={props.onLanguage}
                  choice={state.draft}
                  onSelect={(optionId) => dispatch({ type: 'select', optionId })}
                  onToggle={(optionId) => dispatch({ type: 'toggle', optionId })}
                  onType={(value) => dispatch({ type: 'type', value })}
                  onTypeText={(value) => dispatch({ type: 'typeText', value })}
                  unsaved={
                    unsaved(current.questionId) && state.pending?.questionId !== current.questionId
                  }
                  disabled={state.pending !== null}
                />
              )}
            </div>
            {offline && <ConnectionNotice onDismiss={controller.dismissMessage} />}
            {message && !offline && (
              <div className="alert alert-danger mb-0 d-flex gap-2 align-items-start" role="alert">
                <div className="flex-grow-1">
                  <p className="fw-semibold mb-1">{message}</p>
                  {Object.keys(state.unsaved).length > 0 && (
                    <p className="mb-0 small">{t('panel.error.keptLocally')}</p>
                  )}
                </div>
                <CloseButton aria-label={t('panel.close')} onClick={controller.dismissMessage} />
              </div>
            )}
            <ActionBar
              pending={state.pending?.kind ?? null}
              disabled={false}
              onSave={controller.save}
              onSubmit={() => setDialog('submit')}
            />
          </div>
          {wide && (
            <aside className="col-lg-4 col-xl-3" aria-label={t('panel.palette')}>
              <div className="card shadow-sm">
                <div className="card-body">{side}</div>
              </div>
            </aside>
          )}
        </div>
      )}

      <SubmitModal
        show={dialog === 'submit'}
        total={state.layout.length}
        counts={counts}
        unsavedCount={Object.keys(state.unsaved).length}
        submitting={controller.submitting}
        error={dialog === 'submit' ? message : null}
        onCancel={() => setDialog(null)}
        onSubmit={() => void controller.submit()}
      />
      <Suspense fallback={null}>
        {calculator !== 'off' && calculatorOpen && (
          <CalculatorDialog mode={calculator} onClose={() => setCalculatorOpen(false)} />
        )}
        {dialog === 'all' && (
          <AllQuestionsModal
            show
            onHide={() => setDialog(null)}
            sections={paper.sections}
            questions={paper.questions}
            groups={paper.groups}
            language={language}
            statusOf={status}
            onChoose={choose}
          />
        )}
        {dialog === 'instruction' && (
          <InstructionModal
            show
            onHide={() => setDialog(null)}
            setId={props.attemptRef.setId}
            language={language}
          />
        )}
        {!wide && dialog === 'drawer' && (
          <PaletteDrawer show onHide={() => setDialog(null)} title={t('panel.palette')}>
            {side}
          </PaletteDrawer>
        )}
      </Suspense>
    </div>
  );
}
