import type { FastifyInstance } from 'fastify';
import { appContext, inTx, type ServiceContext } from '../../lib/context.ts';
import { ANNOUNCE_QUEUE, deliverBatch, MESSAGE_DELIVER_QUEUE, NOTIFY_SWEEP_MS, notifySweep } from './deliver.ts';
import { mapMessages, messageLookups } from './map.ts';
import { createOutbox, type OutboxBatch, wasWritten, writeMessages } from './outbox.ts';
import { fanOutAnnouncement, STAFF_WAITING_SWEEP_MS, staffWaitingSweep } from './service.ts';

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : []);

/**
 * The message centre's machinery (issue 26), at the app's root: the outbox inTx writes through (`app.notices`), the
 * delivery and fan-out workers on the job runner, the subscriber that writes messages for events published outside
 * a transaction, and the sweeps (due sends; staff waiting). Delivery goes through pg-boss when config.notify.jobs
 * (default; off under NODE_ENV=test, where it runs in process after the commit — tests turn it on to cover the runner).
 */
export function registerMessages(app: FastifyInstance): void {
  const { notify } = app.config;
  const running = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    running.add(p);
    void p.catch((err: unknown) => app.log.error({ err }, 'message delivery failed')).finally(() => running.delete(p));
  };
  const inline = (batch: OutboxBatch) => track(new Promise((r) => setImmediate(r)).then(() => deliverBatch(appContext(app), batch)));

  const deliver = (batch: OutboxBatch) => {
    if (!notify.jobs) return inline(batch);
    // Queued after the commit; if the runner cannot take it, delivered here (and the sweep picks up any send left due).
    track(
      app.jobs.send(MESSAGE_DELIVER_QUEUE, { ...batch }).catch((err: unknown) => {
        app.log.warn({ err }, 'message delivery could not be queued; delivering in process');
        return deliverBatch(appContext(app), batch);
      }),
    );
  };
  app.decorate('notices', createOutbox(deliver));

  app.jobs.work(MESSAGE_DELIVER_QUEUE, async (data) => deliverBatch(appContext(app), { messageIds: ids(data.messageIds), sendIds: ids(data.sendIds) }));
  app.jobs.work(ANNOUNCE_QUEUE, async (data, signal) => {
    const id = Number(data.announcementId);
    if (Number.isInteger(id)) await fanOutAnnouncement(appContext(app), id, signal);
  });

  // Events published outside a transaction (after one, or by a service without one): written in their own.
  app.events.subscribe(async (e) => {
    if (wasWritten(e) || e.type.startsWith('message.')) return;
    // Most events concern no inbox: mapped first, a transaction only when there is something to write.
    const drafts = await mapMessages(e, messageLookups(app.db));
    if (!drafts.length) return;
    const ctx: ServiceContext = appContext(app);
    const batch = await inTx({ ...ctx, notices: undefined }, (tx) => writeMessages(tx, drafts));
    if (batch.messageIds.length) deliver(batch);
  });

  if (notify.sweep) {
    app.schedule('notify send sweep', NOTIFY_SWEEP_MS, (ctx) => notifySweep(ctx));
    app.schedule('staff waiting sweep', STAFF_WAITING_SWEEP_MS, (ctx) => staffWaitingSweep(ctx));
  }

  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
}
