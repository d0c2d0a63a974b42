import type { TQuestionSet } from '@exam/contracts/sets/entities';
import type { TStudentDetails } from '@exam/contracts/students/entities';
import { ENGLISH_LANG_ID, HINDI_LANG_ID, languageOf, localized } from '@exam/core/language';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { examFlowStateOf, type ExamFlowState } from '@/lib/exam-flow-state';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { getStoredStudentDetails } from '@/lib/session';
import { usePaper } from '../hooks/use-paper';
import { useExamBoot } from '../hooks/use-exam-boot';
import { forgetBoot } from '../model/offline-boot';
import { forgetLastExam, rememberLastExam } from '../model/view-memory';
import { ExamPanel } from './exam-panel';
import { OfflineNotice } from './offline-notice';
import {
  AlreadySubmitted,
  ForceSubmitted,
  MissingExam,
  PanelLoading,
  TakenOver,
} from './panel-notices';
import '../i18n/translations';

// Only a candidate who enters a window's lobby waits (decision 060): the panel's first paint stays
// without it (decision 046).
const LobbyScreen = lazy(() => import('./lobby-screen'));
import '../exam-panel.css';

/** /exampanel: reads the CBT flow's navigation state and runs the exam (SPEC §2, §4). */
export function ExamPanelView() {
  const location = useLocation();
  const flow = examFlowStateOf(location.state);
  // The logged-in student's stored details first: a carried studentData may be of an earlier login.
  const stored = getStoredStudentDetails<TStudentDetails>();
  const student = typeof stored?.studentId === 'number' ? stored : (flow.studentData ?? null);
  if (!flow.setData) return <MissingExam studentId={student?.studentId ?? null} />;
  return <RunningExam flow={flow} setData={flow.setData} student={student} />;
}

function RunningExam({
  flow,
  setData,
  student,
}: {
  flow: ExamFlowState;
  setData: TQuestionSet;
  student: TStudentDetails | null;
}) {
  const { t } = useTranslation();
  const { language: uiLanguage } = useUiLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const setId = setData.examSetId;
  // The attempt asked for when the panel opened; the server's number is the truth from then on.
  const [asked, setAsked] = useState<number | undefined>(flow.attemptNo);
  const [runId, setRunId] = useState(0);
  const [takenOver, setTakenOver] = useState(false);
  const [forced, setForced] = useState<number | null>(null);
  // The lobby's wait, over once its countdown reached the start (per boot: a new session waits anew).
  const [openedSession, setOpenedSession] = useState<string | null>(null);
  const ids = {
    studentId: student?.studentId ?? 0,
    orgId: student?.orgId ?? 0,
    instituteId: student?.instituteId ?? 0,
  };
  const boot = useExamBoot({
    setId,
    examId: setData.examId,
    student: ids,
    attemptNo: asked,
    runId,
  });
  const paper = usePaper(setId);
  const langId = flow.language?.langId ?? (uiLanguage === 'hi' ? HINDI_LANG_ID : ENGLISH_LANG_ID);

  const replaceState = (next: ExamFlowState) =>
    void navigate(location.pathname, { replace: true, state: { ...flow, ...next } });

  const attemptNo = boot.phase === 'ready' ? boot.attempt.attemptNo : undefined;
  useEffect(() => {
    if (attemptNo === undefined) return;
    // A reload of this tab continues the same attempt; a fresh tab can offer to continue it.
    const next = { ...flow, attemptNo, language: { langId } };
    rememberLastExam(ids.studentId, next);
    if (flow.attemptNo !== attemptNo) replaceState({ attemptNo });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per attempt
  }, [attemptNo]);

  const toResult = (no: number) => {
    forgetLastExam(ids.studentId);
    forgetBoot(ids.studentId, setId);
    void navigate('/submitexam', { state: { setData, attemptNo: no } });
  };

  useEffect(() => {
    if (boot.phase === 'closed') toResult(boot.attemptNo);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on entering the phase
  }, [boot.phase]);

  const title = <PageTitle title={t('panel.pageTitle')} />;
  if (forced !== null) {
    return (
      <>
        {title}
        <ForceSubmitted onViewResult={() => toResult(forced)} />
      </>
    );
  }
  if (takenOver || boot.phase === 'takenOver') {
    return (
      <>
        {title}
        <TakenOver
          onContinue={() => {
            setTakenOver(false);
            setRunId((n) => n + 1);
          }}
        />
      </>
    );
  }
  if (boot.phase === 'alreadySubmitted') {
    return (
      <>
        {title}
        <AlreadySubmitted
          attemptNo={boot.attemptNo}
          setData={setData}
          onViewResult={() => toResult(boot.attemptNo)}
          onStartNew={() => {
            setAsked(undefined);
            setRunId((n) => n + 1);
          }}
        />
      </>
    );
  }
  if (boot.phase === 'failed' || paper.isError) {
    return (
      <>
        {title}
        <ErrorState
          title={t('panel.loadError')}
          error={boot.phase === 'failed' ? boot.error : paper.error}
          onRetry={() => {
            if (paper.isError) void paper.refetch();
            setRunId((n) => n + 1);
          }}
        />
      </>
    );
  }
  if (boot.phase !== 'ready' || !paper.data) return <PanelLoading />;
  if (paper.data.questions.length === 0) {
    return (
      <>
        {title}
        <p className="alert alert-warning">{t('panel.emptyPaper')}</p>
      </>
    );
  }
  const { startsAt, serverNow, sessionId } = boot.attempt;
  if (startsAt !== undefined && startsAt > serverNow && openedSession !== sessionId) {
    return (
      <>
        {title}
        <Suspense fallback={<PanelLoading />}>
          <LobbyScreen
            examName={localized(
              languageOf(langId),
              paper.data.exam.examName,
              paper.data.exam.examNameHi,
            )}
            startsAt={startsAt}
            serverNow={serverNow}
            durationMs={boot.attempt.durationMs}
            onOpen={() => setOpenedSession(sessionId)}
          />
        </Suspense>
      </>
    );
  }
  return (
    <>
      {title}
      <OfflineNotice bootedOffline={boot.offline} />
      <ExamPanel
        key={`${boot.attempt.attemptNo}-${boot.attempt.sessionId}`}
        paper={paper.data}
        setData={setData}
        attempt={boot.attempt}
        resume={
          boot.offline
            ? // The remembered resume is as old as the last boot: this device's view is newer.
              { ...boot.resume, attempt: { ...boot.resume.attempt, currentQuestionId: null } }
            : boot.resume
        }
        attemptRef={boot.ref}
        unsent={boot.unsent}
        student={{ ...ids, name: student?.name ?? '', rollNo: student?.rollNo ?? null }}
        langId={langId}
        onLanguage={(next) => replaceState({ language: { langId: next } })}
        onClosed={(byInvigilator) =>
          byInvigilator ? setForced(boot.attempt.attemptNo) : toResult(boot.attempt.attemptNo)
        }
        onTakenOver={() => setTakenOver(true)}
      />
    </>
  );
}
