/**
 * Method and path of the catalogue's and the student account's endpoints: what the home page and
 * the login need, kept apart from the exam's (api-exam.ts) so the first load carries only these.
 */
export const CATALOGUE_API = {
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
  // self-service password reset by e-mail (issue 12)
  requestPasswordReset: { method: 'POST', path: '/v2/api/cbt/student/password-reset/request' },
  completePasswordReset: { method: 'POST', path: '/v2/api/cbt/student/password-reset' },
} as const;
