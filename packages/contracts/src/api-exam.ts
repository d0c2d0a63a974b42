/** Method and path of the endpoints of an exam: papers, attempts, plays, results and after. */
export const EXAM_API = {
  // papers
  getPaperBySet: { method: 'GET', path: '/v2/api/cbt/question/get/all/by/setId/:id' },
  getPapersBySets: { method: 'GET', path: '/v2/api/cbt/question/get/all/by/setIds/:ids' },
  // attempts
  startAttempt: { method: 'POST', path: '/v2/api/cbt/student/attempt/start' },
  saveResponse: { method: 'POST', path: '/v2/api/cbt/student/save/response' },
  heartbeat: { method: 'POST', path: '/v2/api/cbt/student/attempt/heartbeat' },
  attemptEvents: { method: 'GET', path: '/v2/api/cbt/student/attempt/events' },
  getAttemptResponses: {
    method: 'POST',
    path: '/v2/api/cbt/student/get/all/response/by/studentId',
  },
  submitAttempt: { method: 'POST', path: '/v2/api/cbt/student/submit' },
  // quiz, practice and GK plays (decision 009)
  startQuizAttempt: { method: 'POST', path: '/v2/api/cbt/student/quiz/attempt/start' },
  saveQuizAnswer: { method: 'POST', path: '/v2/api/cbt/student/quiz/save/response' },
  finishQuizAttempt: { method: 'POST', path: '/v2/api/cbt/student/quiz/attempt/finish' },
  getQuizResult: { method: 'POST', path: '/v2/api/cbt/student/quiz/get/result' },
  getQuizStats: { method: 'POST', path: '/v2/api/cbt/student/quiz/get/stats/by/setIds/:ids' },
  // results
  getResult: { method: 'POST', path: '/v2/api/cbt/student/result' },
  getResultReview: { method: 'POST', path: '/v2/api/cbt/student/result/review' },
  getResultPdf: { method: 'POST', path: '/v2/api/cbt/student/result/pdf' },
  // due process after the exam (decision 049)
  getResponseSheet: { method: 'POST', path: '/v2/api/cbt/student/response-sheet' },
  getResponseSheetPdf: { method: 'POST', path: '/v2/api/cbt/student/response-sheet/pdf' },
  challengeKey: { method: 'POST', path: '/v2/api/cbt/student/challenge' },
  getAttemptsByStudent: {
    method: 'POST',
    path: '/v2/api/cbt/student/get/all/response/by/studentId/:id',
  },
  getResponsesByAttemptNo: {
    method: 'POST',
    path: '/v2/api/cbt/student/get/all/response/attemptNo/:n',
  },
  // centres
  getCentre: { method: 'GET', path: '/v2/api/cbt/exam/center/get/by/centreId/:id' },
  getBlock: { method: 'GET', path: '/v2/api/cbt/exam/center/block/get/by/blockId/:id' },
} as const;
