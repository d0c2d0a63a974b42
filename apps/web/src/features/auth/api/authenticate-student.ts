import { useMutation } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TAuthenticateStudentResponse } from '@exam/contracts/students/authenticate-student';
import { apiRequest } from '@/lib/api-client';

export interface LoginInput {
  username: string;
  password: string;
}

/** SPEC §7 login: resolves to `{ token, response: studentDetails, ... }`; errors throw. */
export const authenticateStudent = (input: LoginInput) =>
  apiRequest<TAuthenticateStudentResponse>(API.authenticateStudent, { body: input });

export const useAuthenticateStudent = () => useMutation({ mutationFn: authenticateStudent });
