import { CATALOGUE_API } from '@exam/contracts/api-catalogue';
import { apiCall } from '@/lib/api-client';

/**
 * Revokes the stored token on the server. The request's headers are taken when it is called, so
 * the caller may clear the stored session right after calling it.
 */
export const logoutStudent = () => apiCall<string>(CATALOGUE_API.logoutStudent, { student: true });
