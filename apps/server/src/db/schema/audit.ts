import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The operator audit log (issue 12): one row per operator action, written in the same transaction as the action.
 * Append-only: the API offers no update or delete, and a trigger (migration 0011) refuses UPDATE and DELETE on the
 * table. No foreign keys, so nothing cascades into it; the operator's name is a snapshot taken when he acted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id').notNull(),
    operatorName: varchar('operator_name', { length: 64 }).notNull().default(''),
    /** AUDIT_ACTIONS key, e.g. user.disable, deposit.confirm. */
    action: varchar('action', { length: 40 }).notNull(),
    /** AUDIT_ENTITIES key, e.g. user, order. */
    entityType: varchar('entity_type', { length: 30 }).notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
    requestId: varchar('request_id', { length: 64 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_operator_idx').on(t.operatorId, t.id),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);
