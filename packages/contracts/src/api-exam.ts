import { routes } from './common/routes.ts';

/** Method and path of the endpoints of an exam: papers, attempts, plays, results and after. */
export const EXAM_API = routes({
  // papers
  getPaperBySet: 'GET /v2/api/cbt/question/get/all/by/setId/:id',
  getPapersBySets: 'GET /v2/api/cbt/question/get/all/by/setIds/:ids',
  // attempts
  startAttempt: 'POST /v2/api/cbt/student/attempt/start',
  saveResponse: 'POST /v2/api/cbt/student/save/response',
  heartbeat: 'POST /v2/api/cbt/student/attempt/heartbeat',
  attemptEvents: 'GET /v2/api/cbt/student/attempt/events',
  getAttemptResponses: 'POST /v2/api/cbt/student/get/all/response/by/studentId',
  submitAttempt: 'POST /v2/api/cbt/student/submit',
  // quiz, practice and GK plays (decision 009)
  startQuizAttempt: 'POST /v2/api/cbt/student/quiz/attempt/start',
  saveQuizAnswer: 'POST /v2/api/cbt/student/quiz/save/response',
  finishQuizAttempt: 'POST /v2/api/cbt/student/quiz/attempt/finish',
  getQuizResult: 'POST /v2/api/cbt/student/quiz/get/result',
  getQuizStats: 'POST /v2/api/cbt/student/quiz/get/stats/by/setIds/:ids',
  // results
  getResult: 'POST /v2/api/cbt/student/result',
  getResultReview: 'POST /v2/api/cbt/student/result/review',
  getResultPdf: 'POST /v2/api/cbt/student/result/pdf',
  // due process after the exam (decision 049)
  getResponseSheet: 'POST /v2/api/cbt/student/response-sheet',
  getResponseSheetPdf: 'POST /v2/api/cbt/student/response-sheet/pdf',
  challengeKey: 'POST /v2/api/cbt/student/challenge',
  getAttemptsByStudent: 'POST /v2/api/cbt/student/get/all/response/by/studentId/:id',
  getResponsesByAttemptNo: 'POST /v2/api/cbt/student/get/all/response/attemptNo/:n',
  // centres
  getCentre: 'GET /v2/api/cbt/exam/center/get/by/centreId/:id',
  getBlock: 'GET /v2/api/cbt/exam/center/block/get/by/blockId/:id',
});
