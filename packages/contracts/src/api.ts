/**
 * Method and path of every endpoint, free of zod so the web app can import it without the schemas.
 * The endpoint contracts (feature folders) spread these; the web client calls through them.
 */
export const API = {
  // catalogue
  getExamsPage: { method: 'POST', path: '/v2/api/cbt/exam/get/all/with/pagination' },
  getExamsByCategory: { method: 'POST', path: '/v2/api/cbt/exam/get/all/by/categoryId/:id' },
  getExamsBySubCategory: { method: 'POST', path: '/v2/api/cbt/exam/get/all/by/subCategoryId/:id' },
  getCategories: { method: 'POST', path: '/v2/api/cbt/exam/category/get/all' },
  getSubCategories: {
    method: 'GET',
    path: '/v2/api/cbt/exam/sub/category/get/all/by/categoryId/:id',
  },
  getExamById: { method: 'GET', path: '/v2/api/cbt/exam/get/by/examId/:id' },
  getTemplateIdByExam: { method: 'GET', path: '/v2/api/cbt/exam/get/templateId/by/examId/:id' },
  getTemplateSections: {
    method: 'GET',
    path: '/v2/api/cbt/template/section/get/all/freeze/by/templateId/:id',
  },
  search: { method: 'GET', path: '/v2/api/cbt/search' },
  // sets
  getSetsByExamAndType: {
    method: 'POST',
    path: '/v2/api/cbt/question/set/get/all/active/by/examId/:examId/setTypeId/:setTypeId',
  },
  getSetsByExamIds: {
    method: 'POST',
    path: '/v2/api/cbt/question/set/get/all/active/by/examIds/setTypeId/:setTypeId',
  },
  getSetsByIds: { method: 'POST', path: '/v2/api/cbt/question/set/get/by/setIds/:ids' },
  getSetInstruction: {
    method: 'POST',
    path: '/v2/api/cbt/question/set/instruction/by/setId/:setId',
  },
  getSetInstructionForExam: {
    method: 'POST',
    path: '/v2/api/cbt/question/set/instruction/by/setId/:setId/examId/:examId',
  },
  getSystemInstruction: { method: 'POST', path: '/v2/api/cbt/question/get/system/instruction' },
  // school exams (SPEC §7): the logged-in student's class only
  getSetsByClass: { method: 'POST', path: '/v2/api/cbt/question/set/get/active/by/classId/:id' },
  // students
  registerStudent: { method: 'POST', path: '/v2/api/cbt/student/save' },
  authenticateStudent: { method: 'POST', path: '/v2/api/cbt/student/authenticate' },
  getStudentByToken: { method: 'POST', path: '/v2/api/cbt/student/get/by/token' },
  logoutStudent: { method: 'POST', path: '/v2/api/cbt/student/logout' },
  changePassword: { method: 'POST', path: '/v2/api/cbt/student/change/password' },
  // papers
  getPaperBySet: { method: 'GET', path: '/v2/api/cbt/question/get/all/by/setId/:id' },
  getPapersBySets: { method: 'GET', path: '/v2/api/cbt/question/get/all/by/setIds/:ids' },
  // attempts
  startAttempt: { method: 'POST', path: '/v2/api/cbt/student/attempt/start' },
  saveResponse: { method: 'POST', path: '/v2/api/cbt/student/save/response' },
  heartbeat: { method: 'POST', path: '/v2/api/cbt/student/attempt/heartbeat' },
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
  // self-service password reset by e-mail (issue 12)
  requestPasswordReset: { method: 'POST', path: '/v2/api/cbt/student/password-reset/request' },
  completePasswordReset: { method: 'POST', path: '/v2/api/cbt/student/password-reset' },
} as const;

export type ApiName = keyof typeof API;
