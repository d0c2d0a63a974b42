import { staffPost, staffToken } from './enrol.ts';
import { tenantHeaders } from './scenarios/catalogue.ts';

/**
 * Issue 25: a set each candidate gets as their own paper — 100 bilingual single-choice questions in
 * two sections, questions and options shuffled per candidate, the second section drawn per
 * candidate from a pool (decisions 040, 057) — built and published by the demo teacher under the
 * exam of `besideSet`. Its paper is still one cached document: the order and the draw belong to
 * the attempt. One set per server and name.
 */
const LISTED = 75;
const DRAWN = 25;
const built = new Map<string, Promise<number>>();

interface BankRow {
  id: number;
  categoryId: number | null;
}

async function staffGet<T>(url: string, token: string, path: string): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    headers: { ...tenantHeaders, authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return ((await res.json()) as { response: T }).response;
}

/** The bank's bilingual single-choice questions, page by page. */
async function bilingualSingles(url: string, token: string) {
  const rows: BankRow[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await staffGet<{ items: BankRow[]; total: number }>(
      url,
      token,
      `/v2/api/admin/questions?type=single&hindi=complete&pageSize=100&page=${page}`,
    );
    rows.push(...items);
    if (rows.length >= total || items.length === 0) return rows;
  }
}

async function build(url: string, name: string, besideSet: string, audience: string) {
  const token = await staffToken(url);
  // Through the console: a class's set is for its scheduled students, not in the catalogue.
  const { items } = await staffGet<{ items: { examId: number; nameEn: string }[] }>(
    url,
    token,
    `/v2/api/admin/sets?q=${encodeURIComponent(besideSet)}`,
  );
  const examId = items.find((set) => set.nameEn === besideSet)?.examId;
  if (examId === undefined) throw new Error(`no demo set "${besideSet}"`);
  const bank = await bilingualSingles(url, token);
  const byCategory = new Map<number, number[]>();
  for (const row of bank) {
    if (row.categoryId === null) continue;
    byCategory.set(row.categoryId, [...(byCategory.get(row.categoryId) ?? []), row.id]);
  }
  // The listed questions from the largest category, the pool from the next: no question twice.
  const [listedFrom, drawnFrom] = [...byCategory.entries()].sort(
    (a, b) => b[1].length - a[1].length,
  );
  if (!listedFrom || !drawnFrom || listedFrom[1].length < LISTED || drawnFrom[1].length < DRAWN)
    throw new Error('the demo bank has too few bilingual single-choice questions by category');
  const created = await staffPost(`${url}/v2/api/admin/sets`, token, {
    examId,
    setTypeId: 3,
    nameEn: name,
    nameHi: `${name} (हिन्दी)`,
    durationMinutes: 60,
    languages: [1, 2],
    shuffleQuestions: true,
    shuffleOptions: true,
    sections: [
      {
        nameEn: 'Listed',
        nameHi: 'सूचीबद्ध',
        questions: listedFrom[1].slice(0, LISTED).map((bankQuestionId) => ({ bankQuestionId })),
      },
      {
        nameEn: 'Drawn',
        nameHi: 'चयनित',
        pool: [{ count: DRAWN, categoryId: drawnFrom[0] }],
      },
    ],
  });
  if (created.status !== 200)
    throw new Error(`set: ${created.status} ${created.text.slice(0, 300)}`);
  const setId = (JSON.parse(created.text) as { response: { id: number } }).response.id;
  const published = await staffPost(`${url}/v2/api/admin/sets/${setId}/publish`, token, {
    audience,
  });
  if (published.status !== 200)
    throw new Error(`publish: ${published.status} ${published.text.slice(0, 300)}`);
  return setId;
}

/** The set's id, built once per server: open to the catalogue, or for scheduled students only. */
export function paperPerCandidateSet(
  url: string,
  name: string,
  besideSet: string,
  audience: 'open' | 'scheduled',
) {
  const key = `${url} ${name}`;
  let setId = built.get(key);
  if (!setId) {
    setId = build(url, name, besideSet, audience);
    built.set(key, setId);
  }
  return setId;
}
