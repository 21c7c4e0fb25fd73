ALTER TABLE "services" ADD COLUMN "kind" text DEFAULT 'companion_visit' NOT NULL;--> statement-breakpoint
UPDATE "services" SET "kind" = 'companion_visit' WHERE "code" = 'GEN-COMPANION';--> statement-breakpoint
UPDATE "services" SET "kind" = 'companion_visit' WHERE "code" = 'GEN-WELLNESS-CHECK';--> statement-breakpoint
UPDATE "services" SET "kind" = 'companion_visit' WHERE "code" = 'GEN-DAILY-ASSIST';--> statement-breakpoint
UPDATE "services" SET "kind" = 'companion_visit' WHERE "code" = 'GEN-HOME-SAFETY';--> statement-breakpoint
UPDATE "services" SET "kind" = 'emergency_support' WHERE "code" = 'EMG-COORDINATION';--> statement-breakpoint
UPDATE "services" SET "kind" = 'emergency_support' WHERE "code" = 'EMG-AMBULANCE';--> statement-breakpoint
UPDATE "services" SET "kind" = 'emergency_support' WHERE "code" = 'EMG-HOSPITAL-ADMISSION';--> statement-breakpoint
UPDATE "services" SET "kind" = 'doctor_visit' WHERE "code" = 'MED-DOCTOR-VISIT';--> statement-breakpoint
UPDATE "services" SET "kind" = 'errand' WHERE "code" = 'MED-MEDICINE-SUPPORT';--> statement-breakpoint
UPDATE "services" SET "kind" = 'doctor_visit' WHERE "code" = 'MED-DIAGNOSTIC-COORD';--> statement-breakpoint
UPDATE "services" SET "kind" = 'companion_visit' WHERE "code" = 'MED-POST-HOSPITAL';--> statement-breakpoint
UPDATE "services" SET "kind" = 'companion_visit' WHERE "code" = 'GER-DEMENTIA-COMPANION';--> statement-breakpoint
UPDATE "services" SET "kind" = 'companion_visit' WHERE "code" = 'GER-MOBILITY-FALL';--> statement-breakpoint
UPDATE "services" SET "kind" = 'errand' WHERE "code" = 'GER-ATTENDANT-ARRANGE';--> statement-breakpoint
UPDATE "services" SET "kind" = 'companion_visit' WHERE "code" = 'GER-CARE-ASSESSMENT';--> statement-breakpoint
UPDATE "services" SET "kind" = 'errand' WHERE "code" = 'LOG-BILLS-BANKING';--> statement-breakpoint
UPDATE "services" SET "kind" = 'errand' WHERE "code" = 'LOG-TRAVEL-PILGRIMAGE';--> statement-breakpoint
UPDATE "services" SET "kind" = 'errand' WHERE "code" = 'LOG-HOME-MAINTENANCE';--> statement-breakpoint
UPDATE "services" SET "kind" = 'errand' WHERE "code" = 'LOG-DOCUMENTS-GOVT';--> statement-breakpoint
UPDATE "services" SET "kind" = 'errand' WHERE "code" = 'CNV-GROCERY';--> statement-breakpoint
UPDATE "services" SET "kind" = 'errand' WHERE "code" = 'CNV-MEAL-ARRANGE';--> statement-breakpoint
UPDATE "services" SET "kind" = 'companion_visit' WHERE "code" = 'CNV-TECH-HELP';--> statement-breakpoint
UPDATE "services" SET "kind" = 'errand' WHERE "code" = 'CNV-FESTIVAL-CELEBRATION';
