-- Members' phones are stored in E.164 (decision 0040): every phone so far was an Indian 10-digit number.
-- Erased accounts keep their "erased-<id>" placeholder.
UPDATE "users" SET "phone" = '+91' || "phone" WHERE "phone" ~ '^[0-9]{10}$';
