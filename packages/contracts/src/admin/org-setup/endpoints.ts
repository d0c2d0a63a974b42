import { z } from 'zod';
import { defineEndpoint } from '../../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../../common/envelope.ts';
import { ZNewPassword } from '../../students/entities.ts';
import { ADMIN_API } from '../admin-api.ts';
import { paged, ZPageQuery, ZSearchText } from '../entities.ts';
import { ZStaffSession } from '../auth-login.ts';
import { ZStaffRole } from '../../questions/entities.ts';
import {
  ZAdminCentre,
  ZCentreInput,
  ZInstitute,
  ZInstituteInput,
  ZInvitation,
  ZInvitationSent,
  ZInviteStaffInput,
  ZLiveWindow,
  ZOrganisation,
  ZOrganisationInput,
  ZStaffMember,
  ZStaffScope,
  ZStaffState,
} from './entities.ts';

const tags = ['admin'];
const ORG_ADMIN = 'Org-admins only (403 for the other roles)';
const AUDITED = 'Audited';

export const getOrganisation = defineEndpoint({
  ...ADMIN_API.getOrganisation,
  summary: `The caller's organisation. ${ORG_ADMIN}`,
  tags,
  response: okEnvelope(ZOrganisation),
});

export const updateOrganisation = defineEndpoint({
  ...ADMIN_API.updateOrganisation,
  summary: `Names (English, Hindi), logo, brand colour and time zone. ${ORG_ADMIN}. ${AUDITED}`,
  tags,
  body: ZOrganisationInput,
  response: okEnvelope(ZOrganisation),
});

export const listInstitutes = defineEndpoint({
  ...ADMIN_API.listInstitutes,
  summary:
    "The organisation's institutes (an institute-admin: its own). Teachers and invigilators 403",
  tags,
  response: okEnvelope(z.array(ZInstitute)),
});

const instituteWrite = (what: string) =>
  `${what} Another organisation's institute answers 404. ${ORG_ADMIN}. ${AUDITED}`;

export const createInstitute = defineEndpoint({
  ...ADMIN_API.createInstitute,
  summary: instituteWrite(
    'Creates an institute; its tenant token is generated. A slug or host name in use answers 409.',
  ),
  tags,
  body: ZInstituteInput,
  response: okEnvelope(ZInstitute),
});

export const updateInstitute = defineEndpoint({
  ...ADMIN_API.updateInstitute,
  summary: instituteWrite('Changes names, logo, slug and host names (never the tokens).'),
  tags,
  params: ZIdParam,
  body: ZInstituteInput,
  response: okEnvelope(ZInstitute),
});

export const deactivateInstitute = defineEndpoint({
  ...ADMIN_API.deactivateInstitute,
  summary: instituteWrite(
    'Deactivates an institute: its data stays; no staff can be invited to it.',
  ),
  tags,
  params: ZIdParam,
  response: okEnvelope(ZInstitute),
});

export const reactivateInstitute = defineEndpoint({
  ...ADMIN_API.reactivateInstitute,
  summary: instituteWrite('Reactivates an institute.'),
  tags,
  params: ZIdParam,
  response: okEnvelope(ZInstitute),
});

export const listCentres = defineEndpoint({
  ...ADMIN_API.listCentres,
  summary: "The organisation's centres with their district and block. Org- and institute-admins",
  tags,
  response: okEnvelope(z.array(ZAdminCentre)),
});

export const createCentre = defineEndpoint({
  ...ADMIN_API.createCentre,
  summary:
    'Creates a centre under its district and block (created when new). A key in use answers 409. ' +
    `${ORG_ADMIN}. ${AUDITED}`,
  tags,
  body: ZCentreInput,
  response: okEnvelope(ZAdminCentre),
});

export const ZStaffListQuery = ZPageQuery.extend({
  q: ZSearchText,
  role: z.preprocess((v) => (v === '' ? undefined : v), ZStaffRole.optional()),
  state: z.preprocess((v) => (v === '' ? undefined : v), ZStaffState.optional()),
});
export type TStaffListQuery = z.input<typeof ZStaffListQuery>;

const STAFF_SCOPE =
  'An org-admin manages every member of the organisation; an institute-admin the teachers and ' +
  'invigilators of its institute (anyone else answers 404); teachers and invigilators 403';

export const listStaff = defineEndpoint({
  ...ADMIN_API.listStaff,
  summary: `Staff with role, scope, last login and state. ${STAFF_SCOPE}`,
  tags,
  querystring: ZStaffListQuery,
  response: okEnvelope(paged(ZStaffMember)),
});

export const inviteStaff = defineEndpoint({
  ...ADMIN_API.inviteStaff,
  summary:
    'Invites a staff member by e-mail with a role and scope: a one-time link to choose a ' +
    'password, e-mailed (or answered when e-mail is not configured). An e-mail in use answers ' +
    `409. ${STAFF_SCOPE}. ${AUDITED}`,
  tags,
  body: ZInviteStaffInput,
  response: okEnvelope(ZInvitationSent),
});

export const resendInvitation = defineEndpoint({
  ...ADMIN_API.resendInvitation,
  summary:
    'A new invitation link for a member who has not accepted yet; older links stop working. A ' +
    `member of a deactivated institute answers 409. ${STAFF_SCOPE}. ${AUDITED}`,
  tags,
  params: ZIdParam,
  response: okEnvelope(ZInvitationSent),
});

export const revokeInvitation = defineEndpoint({
  ...ADMIN_API.revokeInvitation,
  summary: `Withdraws a member's open invitation links. ${STAFF_SCOPE}. ${AUDITED}`,
  tags,
  params: ZIdParam,
  response: okEnvelope(ZStaffMember),
});

export const changeStaffRole = defineEndpoint({
  ...ADMIN_API.changeStaffRole,
  summary:
    "Changes a member's role and scope; it applies at once. Demoting the last active org-admin " +
    `answers 409. ${STAFF_SCOPE}. ${AUDITED}`,
  tags,
  params: ZIdParam,
  body: ZStaffScope,
  response: okEnvelope(ZStaffMember),
});

export const deactivateStaff = defineEndpoint({
  ...ADMIN_API.deactivateStaff,
  summary:
    'Deactivates a member: every session ends at once. The last active org-admin answers 409. ' +
    `${STAFF_SCOPE}. ${AUDITED}`,
  tags,
  params: ZIdParam,
  response: okEnvelope(ZStaffMember),
});

export const reactivateStaff = defineEndpoint({
  ...ADMIN_API.reactivateStaff,
  summary: `Lets a deactivated member log in again. ${STAFF_SCOPE}. ${AUDITED}`,
  tags,
  params: ZIdParam,
  response: okEnvelope(ZStaffMember),
});

export const ZInvitationParams = z.object({
  token: z
    .string()
    .trim()
    .min(20, 'is not a valid invitation link')
    .max(200, 'is not a valid invitation link'),
});

export const getInvitation = defineEndpoint({
  ...ADMIN_API.getInvitation,
  summary:
    'Who an invitation link is for. A used link answers 409, an expired one 410, an unknown or ' +
    'withdrawn one 404, each with a message saying so; a member of a deactivated institute 403 ' +
    'INSTITUTE_CLOSED (until it is reactivated)',
  tags,
  params: ZInvitationParams,
  response: okEnvelope(ZInvitation),
});

export const acceptInvitation = defineEndpoint({
  ...ADMIN_API.acceptInvitation,
  summary:
    'Sets the password of an invited member once and logs them in (the same answer as login). ' +
    'Refused as getInvitation is. Audited',
  tags,
  params: ZInvitationParams,
  body: z.object({ newPassword: ZNewPassword }),
  response: okEnvelope(ZStaffSession),
});

export const listLiveWindows = defineEndpoint({
  ...ADMIN_API.listLiveWindows,
  summary:
    "Exam windows of the caller's scope open now or within a day, for live monitoring. Every " +
    'staff role, an invigilator included',
  tags,
  response: okEnvelope(z.array(ZLiveWindow)),
});
