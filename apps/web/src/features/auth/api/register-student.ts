import { useMutation } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import {
  REGISTRATION_PLACEHOLDERS,
  type TRegisterStudentResponse,
} from '@exam/contracts/students/register-student';
import { apiRequest } from '@/lib/api-client';

export interface RegisterInput {
  name: string;
  username: string;
  password: string;
}

/**
 * SPEC §3 registration payload: the student's name, username and password, the rest fixed to
 * SPEC's placeholders (the server ignores them). Resolves to the success body; errors throw.
 */
export const registerStudent = (input: RegisterInput) =>
  apiRequest<TRegisterStudentResponse>(API.registerStudent, {
    body: { ...REGISTRATION_PLACEHOLDERS, ...input },
  });

export const useRegisterStudent = () => useMutation({ mutationFn: registerStudent });
