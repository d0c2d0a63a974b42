import type { API } from '@exam/contracts/api';
import { fillPath, headersFor } from './api-client';
import { saveFile } from './save-file';

type Endpoint = (typeof API)[keyof typeof API];

/** Fetches a file answer (a PDF, not the JSON envelope) of a student call and saves it. */
export async function downloadStudentFile(endpoint: Endpoint, body: unknown, fileName: string) {
  const res = await fetch(fillPath(endpoint.path), {
    method: endpoint.method,
    headers: headersFor({ student: true, body }),
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    const answer = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(answer?.message ?? `${res.status} ${res.statusText}`);
  }
  saveFile(await res.blob(), fileName);
}
