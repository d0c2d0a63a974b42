import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { ok } from '@exam/contracts/common/envelope';
import { ZSetQuestions } from '@exam/contracts/papers/entities';
import { ZGetPaperBySetResponse } from '@exam/contracts/papers/get-paper-by-set';
import type { Db } from '../../db/client.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { loadPaperContent, loadSetMeta, type PaperContent, type SetMeta } from './service.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** One representation of the paper response, ready to send as it is. */
export interface EncodedBody {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Opaque validator of the JSON (the ETag without quotes or encoding suffix). */
  tag: string;
}

export interface CachedPaper extends Omit<PaperContent, 'paper' | 'setQuestions'> {
  meta: SetMeta;
  /** The whole success body of GET .../by/setId/:id, serialised and compressed once. */
  body: EncodedBody;
  /** `{ setId, questions, groups }` as JSON, for GET .../by/setIds/:ids; null for a CBT set. */
  setQuestionsJson: string | null;
  questionCount: number;
}

export interface PaperStoreOptions {
  /** How long a set's content version is believed before it is read again (0: every time). */
  versionTtlMs: number;
  /** Papers kept in memory (each a few hundred KB at most). */
  maxPapers?: number;
}

export type PaperStore = ReturnType<typeof createPaperStore>;

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/**
 * Question papers per process, keyed by (set, content version) (DESIGN.md §4): every process
 * builds the same bytes from the same version. Checking the version costs one primary-key read
 * per set every `versionTtlMs`; building a paper happens once per version, and concurrent
 * requests for a paper being built share the build.
 */
export function createPaperStore(db: Db, { versionTtlMs, maxPapers = 500 }: PaperStoreOptions) {
  const metas = ttlCache(versionTtlMs);
  const papers = new Map<number, { version: number; paper: Promise<CachedPaper> }>();

  async function build(meta: SetMeta): Promise<CachedPaper> {
    const { paper, setQuestions, ...content } = await loadPaperContent(db, meta);
    // Parsing with the contract drops anything it does not name, and checks the shape once.
    const identity = Buffer.from(JSON.stringify(ZGetPaperBySetResponse.parse(ok(paper))));
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(identity, { level: 9 }),
      brotliAsync(identity, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 11,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
    ]);
    return {
      ...content,
      meta,
      body: { identity, gzip: gzipped, br: brotli, tag: hashOf(identity) },
      setQuestionsJson: setQuestions ? JSON.stringify(ZSetQuestions.parse(setQuestions)) : null,
      questionCount: paper.questions.length,
    };
  }

  return {
    /** The set if it exists and belongs to the organisation, else null. */
    async findSet(orgId: number, setId: number): Promise<SetMeta | null> {
      const meta = await metas(String(setId), () => loadSetMeta(db, setId));
      return meta && meta.orgId === orgId ? meta : null;
    },

    /** The paper of this content version of the set, built on first use. */
    paperOf(meta: SetMeta): Promise<CachedPaper> {
      const hit = papers.get(meta.setId);
      if (hit && hit.version === meta.contentVersion) return hit.paper;
      const paper = build(meta);
      if (papers.size >= maxPapers && !hit) {
        const oldest = papers.keys().next();
        if (!oldest.done) papers.delete(oldest.value);
      }
      const entry = { version: meta.contentVersion, paper };
      papers.set(meta.setId, entry);
      paper.catch(() => {
        if (papers.get(meta.setId) === entry) papers.delete(meta.setId);
      });
      return paper;
    },
  };
}
