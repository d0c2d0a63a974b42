/**
 * Method and path of every staff call (DESIGN.md §9a), free of zod so the console can import it
 * without the schemas. The endpoint contracts in this folder spread these.
 */
export const ADMIN_API = {
  // auth
  login: { method: 'POST', path: '/v2/api/admin/auth/login' },
  me: { method: 'GET', path: '/v2/api/admin/auth/me' },
  logout: { method: 'POST', path: '/v2/api/admin/auth/logout' },
  // the question bank
  listQuestions: { method: 'GET', path: '/v2/api/admin/questions' },
  getQuestion: { method: 'GET', path: '/v2/api/admin/questions/:id' },
  createQuestion: { method: 'POST', path: '/v2/api/admin/questions' },
  updateQuestion: { method: 'PUT', path: '/v2/api/admin/questions/:id' },
  duplicateQuestion: { method: 'POST', path: '/v2/api/admin/questions/:id/duplicate' },
  retireQuestion: { method: 'POST', path: '/v2/api/admin/questions/:id/retire' },
  restoreQuestion: { method: 'POST', path: '/v2/api/admin/questions/:id/restore' },
  // media (served without a token at /media/:sha256)
  uploadMedia: { method: 'POST', path: '/v2/api/admin/media' },
  getMedia: { method: 'GET', path: '/media/:sha256' },
  // catalogue
  listCategories: { method: 'GET', path: '/v2/api/admin/categories' },
  createCategory: { method: 'POST', path: '/v2/api/admin/categories' },
  updateCategory: { method: 'PUT', path: '/v2/api/admin/categories/:id' },
  listSubCategories: { method: 'GET', path: '/v2/api/admin/sub-categories' },
  createSubCategory: { method: 'POST', path: '/v2/api/admin/sub-categories' },
  updateSubCategory: { method: 'PUT', path: '/v2/api/admin/sub-categories/:id' },
  listExams: { method: 'GET', path: '/v2/api/admin/exams' },
  createExam: { method: 'POST', path: '/v2/api/admin/exams' },
  updateExam: { method: 'PUT', path: '/v2/api/admin/exams/:id' },
  // sets
  listSets: { method: 'GET', path: '/v2/api/admin/sets' },
  getSet: { method: 'GET', path: '/v2/api/admin/sets/:id' },
  createSet: { method: 'POST', path: '/v2/api/admin/sets' },
  updateSet: { method: 'PUT', path: '/v2/api/admin/sets/:id' },
  previewSet: { method: 'GET', path: '/v2/api/admin/sets/:id/preview' },
  publishSet: { method: 'POST', path: '/v2/api/admin/sets/:id/publish' },
  unpublishSet: { method: 'POST', path: '/v2/api/admin/sets/:id/unpublish' },
  // students and results (read-only in this issue)
  listStudents: { method: 'GET', path: '/v2/api/admin/students' },
  getSetResults: { method: 'GET', path: '/v2/api/admin/sets/:id/results' },
  // audit (org-admin only)
  listAudit: { method: 'GET', path: '/v2/api/admin/audit' },
  // live monitoring and force-submit (issue 12)
  getScheduleLive: { method: 'GET', path: '/v2/api/admin/schedules/:id/live' },
  getSetLive: { method: 'GET', path: '/v2/api/admin/sets/:id/live' },
  forceSubmitAttempt: { method: 'POST', path: '/v2/api/admin/attempts/:id/force-submit' },
  // students: management, enrolment, password resets (issue 12)
  getStudent: { method: 'GET', path: '/v2/api/admin/students/:id' },
  createStudent: { method: 'POST', path: '/v2/api/admin/students' },
  updateStudent: { method: 'PUT', path: '/v2/api/admin/students/:id' },
  deactivateStudent: { method: 'POST', path: '/v2/api/admin/students/:id/deactivate' },
  reactivateStudent: { method: 'POST', path: '/v2/api/admin/students/:id/reactivate' },
  resetStudentPassword: { method: 'POST', path: '/v2/api/admin/students/:id/reset-password' },
  studentFilters: { method: 'GET', path: '/v2/api/admin/student-filters' },
  enrolmentTemplate: { method: 'GET', path: '/v2/api/admin/enrolment/templates/:format' },
  previewEnrolment: { method: 'POST', path: '/v2/api/admin/enrolment/preview' },
  runEnrolment: { method: 'POST', path: '/v2/api/admin/enrolment' },
  requestStaffPasswordReset: { method: 'POST', path: '/v2/api/admin/auth/password-reset/request' },
  completeStaffPasswordReset: { method: 'POST', path: '/v2/api/admin/auth/password-reset' },
  // exam windows, extra time and reopening (issue 12, H-schedules)
  listSchedules: { method: 'GET', path: '/v2/api/admin/schedules' },
  listSetSchedules: { method: 'GET', path: '/v2/api/admin/sets/:id/schedules' },
  getSchedule: { method: 'GET', path: '/v2/api/admin/schedules/:id' },
  createSchedule: { method: 'POST', path: '/v2/api/admin/schedules' },
  updateSchedule: { method: 'PUT', path: '/v2/api/admin/schedules/:id' },
  deleteSchedule: { method: 'DELETE', path: '/v2/api/admin/schedules/:id' },
  releaseScheduleResults: { method: 'POST', path: '/v2/api/admin/schedules/:id/release-results' },
  getReleaseCheck: { method: 'GET', path: '/v2/api/admin/schedules/:id/release-check' },
  withdrawScheduleResults: {
    method: 'POST',
    path: '/v2/api/admin/schedules/:id/withdraw-results',
  },
  listScheduleAttempts: { method: 'GET', path: '/v2/api/admin/schedules/:id/attempts' },
  // challenges of the provisional key and the final key (decision 049)
  setChallengeWindow: { method: 'PUT', path: '/v2/api/admin/schedules/:id/challenge-window' },
  listChallenges: { method: 'GET', path: '/v2/api/admin/schedules/:id/challenges' },
  decideChallenges: {
    method: 'POST',
    path: '/v2/api/admin/schedules/:id/challenges/:questionId/decision',
  },
  publishFinalKey: { method: 'POST', path: '/v2/api/admin/schedules/:id/final-key' },
  // shifts of one exam and their merit list (issue 25)
  listSittings: { method: 'GET', path: '/v2/api/admin/sittings' },
  getSittingMerit: { method: 'GET', path: '/v2/api/admin/sittings/merit' },
  grantExtraTime: { method: 'POST', path: '/v2/api/admin/attempts/:id/extra-time' },
  reopenAttempt: { method: 'POST', path: '/v2/api/admin/attempts/:id/reopen' },
  // results table, exports and comparison by place (H-results)
  exportSetResultsCsv: { method: 'GET', path: '/v2/api/admin/sets/:id/results.csv' },
  exportSetResultsXlsx: { method: 'GET', path: '/v2/api/admin/sets/:id/results.xlsx' },
  getResultsByPlace: { method: 'GET', path: '/v2/api/admin/sets/:id/results/by-place' },
  getAttemptReport: { method: 'GET', path: '/v2/api/admin/attempts/:id/report' },
  getAttemptReview: { method: 'GET', path: '/v2/api/admin/attempts/:id/review' },
  getAttemptPdf: { method: 'GET', path: '/v2/api/admin/attempts/:id/report.pdf' },
  // question statistics and key corrections (issue 12)
  getQuestionStats: { method: 'GET', path: '/v2/api/admin/sets/:id/question-stats' },
  correctKey: { method: 'POST', path: '/v2/api/admin/sets/:id/questions/:questionId/key' },
  dropQuestion: { method: 'POST', path: '/v2/api/admin/sets/:id/questions/:questionId/drop' },
  // organisation set-up and staff (issue 24, decision 041)
  getOrganisation: { method: 'GET', path: '/v2/api/admin/organisation' },
  updateOrganisation: { method: 'PUT', path: '/v2/api/admin/organisation' },
  listInstitutes: { method: 'GET', path: '/v2/api/admin/institutes' },
  createInstitute: { method: 'POST', path: '/v2/api/admin/institutes' },
  updateInstitute: { method: 'PUT', path: '/v2/api/admin/institutes/:id' },
  deactivateInstitute: { method: 'POST', path: '/v2/api/admin/institutes/:id/deactivate' },
  reactivateInstitute: { method: 'POST', path: '/v2/api/admin/institutes/:id/reactivate' },
  listCentres: { method: 'GET', path: '/v2/api/admin/centres' },
  createCentre: { method: 'POST', path: '/v2/api/admin/centres' },
  listStaff: { method: 'GET', path: '/v2/api/admin/staff' },
  inviteStaff: { method: 'POST', path: '/v2/api/admin/staff' },
  resendInvitation: { method: 'POST', path: '/v2/api/admin/staff/:id/invitation' },
  revokeInvitation: { method: 'DELETE', path: '/v2/api/admin/staff/:id/invitation' },
  changeStaffRole: { method: 'PUT', path: '/v2/api/admin/staff/:id/role' },
  deactivateStaff: { method: 'POST', path: '/v2/api/admin/staff/:id/deactivate' },
  reactivateStaff: { method: 'POST', path: '/v2/api/admin/staff/:id/reactivate' },
  getInvitation: { method: 'GET', path: '/v2/api/admin/auth/invitation/:token' },
  acceptInvitation: { method: 'POST', path: '/v2/api/admin/auth/invitation/:token' },
  listLiveWindows: { method: 'GET', path: '/v2/api/admin/live/windows' },
} as const;
