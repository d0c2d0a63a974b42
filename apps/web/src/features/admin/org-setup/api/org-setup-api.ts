import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TStaffSession } from '@exam/contracts/admin/auth-login';
import type { ZStaffListQuery } from '@exam/contracts/admin/org-setup/endpoints';
import type {
  TAdminCentre,
  TCentreInput,
  TInstitute,
  TInstituteInput,
  TInvitation,
  TInvitationSent,
  TInviteStaffInput,
  TLiveWindow,
  TOrganisation,
  TOrganisationInput,
  TStaffMember,
  TStaffScope,
} from '@exam/contracts/admin/org-setup/entities';
import type {
  TCentreImportReport,
  TCentreImportResult,
} from '@exam/contracts/admin/org-setup/centre-import';
import { ADMIN_QUERY_KEY, adminCall } from '../../lib/admin-client';
import type { TStaffPasswordIssued } from '@exam/contracts/admin/org-setup/staff-password';
import { base64Of } from '../../students/api/enrolment-api';

const KEY = [ADMIN_QUERY_KEY, 'org-setup'] as const;
export type StaffQuery = z.output<typeof ZStaffListQuery>;
export interface StaffPage {
  items: TStaffMember[];
  total: number;
  page: number;
  pageSize: number;
}

export const useOrganisation = () =>
  useQuery({
    queryKey: [...KEY, 'organisation'],
    queryFn: ({ signal }) => adminCall<TOrganisation>(ADMIN_API.getOrganisation, { signal }),
  });

export const useInstitutes = () =>
  useQuery({
    queryKey: [...KEY, 'institutes'],
    queryFn: ({ signal }) => adminCall<TInstitute[]>(ADMIN_API.listInstitutes, { signal }),
  });

export const useCentres = () =>
  useQuery({
    queryKey: [...KEY, 'centres'],
    queryFn: ({ signal }) => adminCall<TAdminCentre[]>(ADMIN_API.listCentres, { signal }),
  });

export const useStaffList = (query: StaffQuery) =>
  useQuery({
    queryKey: [...KEY, 'staff', query],
    queryFn: ({ signal }) =>
      adminCall<StaffPage>(ADMIN_API.listStaff, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export const useLiveWindows = () =>
  useQuery({
    queryKey: [...KEY, 'live-windows'],
    queryFn: ({ signal }) => adminCall<TLiveWindow[]>(ADMIN_API.listLiveWindows, { signal }),
    refetchInterval: 60_000,
  });

/** A change that refreshes every list of this feature. */
function useChange<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useSaveOrganisation = () =>
  useChange((body: TOrganisationInput) =>
    adminCall<TOrganisation>(ADMIN_API.updateOrganisation, { body }),
  );

export const useSaveInstitute = () =>
  useChange(({ id, body }: { id: number | null; body: TInstituteInput }) =>
    id === null
      ? adminCall<TInstitute>(ADMIN_API.createInstitute, { body })
      : adminCall<TInstitute>(ADMIN_API.updateInstitute, { params: { id }, body }),
  );

export const useSetInstituteActive = () =>
  useChange(({ id, active }: { id: number; active: boolean }) =>
    adminCall<TInstitute>(active ? ADMIN_API.reactivateInstitute : ADMIN_API.deactivateInstitute, {
      params: { id },
    }),
  );

export const useCreateCentre = () =>
  useChange((body: TCentreInput) => adminCall<TAdminCentre>(ADMIN_API.createCentre, { body }));

const uploadOf = async (file: File) => ({ fileName: file.name, dataBase64: await base64Of(file) });

export const usePreviewCentreImport = () =>
  useMutation({
    mutationFn: async (file: File) =>
      adminCall<TCentreImportReport>(ADMIN_API.previewCentreImport, {
        body: await uploadOf(file),
      }),
  });

export const useRunCentreImport = () =>
  useChange(async (file: File) =>
    adminCall<TCentreImportResult>(ADMIN_API.runCentreImport, {
      body: { ...(await uploadOf(file)), confirm: true },
    }),
  );

export const useInvite = () =>
  useChange((body: TInviteStaffInput) =>
    adminCall<TInvitationSent>(ADMIN_API.inviteStaff, { body }),
  );

export type StaffAction = 'resend' | 'revoke' | 'deactivate' | 'reactivate' | 'resetPassword';
const ACTION_ENDPOINTS = {
  resetPassword: ADMIN_API.resetStaffPassword,
  resend: ADMIN_API.resendInvitation,
  revoke: ADMIN_API.revokeInvitation,
  deactivate: ADMIN_API.deactivateStaff,
  reactivate: ADMIN_API.reactivateStaff,
} as const;

/**
 * Resend answers a new link (when e-mail is not configured), a password reset the one-time
 * password; the others the member.
 */
export const useStaffAction = () =>
  useChange(({ id, action }: { id: number; action: StaffAction }) =>
    adminCall<TInvitationSent | TStaffMember | TStaffPasswordIssued>(ACTION_ENDPOINTS[action], {
      params: { id },
    }),
  );

export const useChangeRole = () =>
  useChange(({ id, body }: { id: number; body: TStaffScope }) =>
    adminCall<TStaffMember>(ADMIN_API.changeStaffRole, { params: { id }, body }),
  );

export const useInvitation = (token: string) =>
  useQuery({
    queryKey: [...KEY, 'invitation', token],
    queryFn: ({ signal }) =>
      adminCall<TInvitation>(ADMIN_API.getInvitation, { params: { token }, signal }),
    retry: false,
  });

export const useAcceptInvitation = (token: string) =>
  useMutation({
    mutationFn: (newPassword: string) =>
      adminCall<TStaffSession>(ADMIN_API.acceptInvitation, {
        params: { token },
        body: { newPassword },
      }),
  });
