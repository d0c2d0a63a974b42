/** The paths of the student API that the tests call (apps/server/src/routes). */
export const PAPER = '/v2/api/cbt/question/get/all/by/setId';
export const PAPERS = '/v2/api/cbt/question/get/all/by/setIds';
export const START = '/v2/api/cbt/student/attempt/start';
export const SAVE = '/v2/api/cbt/student/save/response';
export const HEARTBEAT = '/v2/api/cbt/student/attempt/heartbeat';
export const RESUME = '/v2/api/cbt/student/get/all/response/by/studentId';
export const SUBMIT = '/v2/api/cbt/student/submit';
export const RESULT = '/v2/api/cbt/student/result';
export const REVIEW = '/v2/api/cbt/student/result/review';
export const RESULT_PDF = '/v2/api/cbt/student/result/pdf';
export const BY_ATTEMPT_NO = '/v2/api/cbt/student/get/all/response/attemptNo';
export const QUIZ_START = '/v2/api/cbt/student/quiz/attempt/start';
export const QUIZ_SAVE = '/v2/api/cbt/student/quiz/save/response';
export const QUIZ_FINISH = '/v2/api/cbt/student/quiz/attempt/finish';
