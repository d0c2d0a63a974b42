import type { FastifyInstance, FastifyReply } from 'fastify';
import { exportBank, exportSet } from '@exam/contracts/admin/exports';
import { route } from '../../../lib/route.ts';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { writeAudit } from '../../../bank/store.ts';
import type { ExportQuestion } from '../../../interchange/export-common.ts';
import { exportMoodleXml } from '../../../interchange/export-moodle.ts';
import { exportQtiPackage } from '../../../interchange/export-qti.ts';
import { actorOf } from '../scope.ts';
import { bankForExport, imagesOf, setForExport } from './service.ts';

type Format = 'qti3' | 'moodle-xml';

/** Exports of the bank or of a set as QTI 3.0 packages or Moodle XML, each audited. */
export async function exportRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());
  const { db } = app;

  async function send(reply: FastifyReply, list: ExportQuestion[], format: Format, name: string) {
    const images = await imagesOf(db, list);
    const file = name.replace(/[^\w.-]+/g, '-');
    if (format === 'qti3')
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${file}-qti3.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(exportQtiPackage(list, images)) as never);
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file}-moodle.xml"`)
      .header('cache-control', 'no-store')
      .send(exportMoodleXml(list, images) as never);
  }

  route(app, exportBank, async (request, reply) => {
    const { format, ids } = request.query;
    const list = await bankForExport(db, request.staff, ids);
    await writeAudit(db, actorOf(request), {
      action: 'export',
      entity: 'question-bank',
      entityId: null,
      after: { format, questions: list.length },
    });
    return send(reply, list, format, 'question-bank');
  });

  route(app, exportSet, async (request, reply) => {
    const { set, questions } = await setForExport(db, request.staff, request.params.id);
    await writeAudit(db, actorOf(request), {
      action: 'export',
      entity: 'set',
      entityId: set.id,
      after: { format: request.query.format, questions: questions.length },
    });
    return send(reply, questions, request.query.format, `set-${set.key}`);
  });
}
