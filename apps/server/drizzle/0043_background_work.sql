-- Background work (decision 0065): a change that may give a background sweep something to do notifies
-- every server process at commit, on one channel with the table's name as the payload, so the sweeps run
-- when there is work instead of polling. Row triggers, so a statement that changes no row notifies nobody,
-- and the sweeps' own marks (a reminder queued, a late visit alerted) notify nobody either: a sweep never
-- wakes itself. PostgreSQL folds a transaction's identical notifications into one.
CREATE FUNCTION "background_work_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('background_work', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The outbox: a message queued, which any process's worker may send.
CREATE TRIGGER "notifications_background_work" AFTER INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION "background_work_changed"();--> statement-breakpoint
-- Refunds: one to send at the gateway.
CREATE TRIGGER "refunds_background_work" AFTER INSERT ON "refunds" FOR EACH ROW EXECUTE FUNCTION "background_work_changed"();--> statement-breakpoint
-- Renewal reminders: a plan made or removed, ended early, or its last day moved.
CREATE TRIGGER "subscriptions_background_work" AFTER INSERT OR DELETE ON "subscriptions" FOR EACH ROW EXECUTE FUNCTION "background_work_changed"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_background_work_update" AFTER UPDATE ON "subscriptions" FOR EACH ROW
  WHEN (OLD.ends_on IS DISTINCT FROM NEW.ends_on OR OLD.cancelled_from IS DISTINCT FROM NEW.cancelled_from OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION "background_work_changed"();--> statement-breakpoint
-- Day-before reminders and late visits: a visit booked; its status, day or start changed; its reminder or
-- late alert cleared (a visit moved). A check-in only takes work away.
CREATE TRIGGER "bookings_background_work" AFTER INSERT ON "bookings" FOR EACH ROW EXECUTE FUNCTION "background_work_changed"();--> statement-breakpoint
CREATE TRIGGER "bookings_background_work_update" AFTER UPDATE ON "bookings" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.visit_date IS DISTINCT FROM NEW.visit_date OR OLD.starts_at IS DISTINCT FROM NEW.starts_at
        OR (OLD.reminder_queued_at IS NOT NULL AND NEW.reminder_queued_at IS NULL)
        OR (OLD.late_alerted_at IS NOT NULL AND NEW.late_alerted_at IS NULL))
  EXECUTE FUNCTION "background_work_changed"();
