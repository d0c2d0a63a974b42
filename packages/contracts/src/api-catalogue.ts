import { routes } from './common/routes.ts';

/**
 * Method and path of the catalogue's and the student account's endpoints: what the home page and
 * the login need, kept apart from the exam's (api-exam.ts) so the first load carries only these.
 */
export const CATALOGUE_API = routes({
  // catalogue
  getExamsPage: 'POST /v2/api/cbt/exam/get/all/with/pagination',
  getExamsByCategory: 'POST /v2/api/cbt/exam/get/all/by/categoryId/:id',
  getExamsBySubCategory: 'POST /v2/api/cbt/exam/get/all/by/subCategoryId/:id',
  getCategories: 'POST /v2/api/cbt/exam/category/get/all',
  getSubCategories: 'GET /v2/api/cbt/exam/sub/category/get/all/by/categoryId/:id',
  getExamById: 'GET /v2/api/cbt/exam/get/by/examId/:id',
  getTemplateIdByExam: 'GET /v2/api/cbt/exam/get/templateId/by/examId/:id',
  getTemplateSections: 'GET /v2/api/cbt/template/section/get/all/freeze/by/templateId/:id',
  search: 'GET /v2/api/cbt/search',
  // sets
  getSetsByExamAndType:
    'POST /v2/api/cbt/question/set/get/all/active/by/examId/:examId/setTypeId/:setTypeId',
  getSetsByExamIds: 'POST /v2/api/cbt/question/set/get/all/active/by/examIds/setTypeId/:setTypeId',
  getSetsByIds: 'POST /v2/api/cbt/question/set/get/by/setIds/:ids',
  getSetInstruction: 'POST /v2/api/cbt/question/set/instruction/by/setId/:setId',
  getSetInstructionForExam:
    'POST /v2/api/cbt/question/set/instruction/by/setId/:setId/examId/:examId',
  getSystemInstruction: 'POST /v2/api/cbt/question/get/system/instruction',
  // school exams (SPEC §7): the logged-in student's class only
  getSetsByClass: 'POST /v2/api/cbt/question/set/get/active/by/classId/:id',
  // students
  registerStudent: 'POST /v2/api/cbt/student/save',
  authenticateStudent: 'POST /v2/api/cbt/student/authenticate',
  getStudentByToken: 'POST /v2/api/cbt/student/get/by/token',
  logoutStudent: 'POST /v2/api/cbt/student/logout',
  changePassword: 'POST /v2/api/cbt/student/change/password',
  // self-service password reset by e-mail (issue 12)
  requestPasswordReset: 'POST /v2/api/cbt/student/password-reset/request',
  completePasswordReset: 'POST /v2/api/cbt/student/password-reset',
});
