-- One registration-fee rule for every plan (issue 25): Gold annual had no fee at all while Gold quarterly
-- waived ₹2,500; every Gold plan now shows its ₹2,500 fee as waived (the amount paid does not change).
UPDATE "plan_tiers" SET "registration_fee_paise" = 250000, "registration_fee_waived" = true
WHERE "tier" = 'gold' AND "frequency" = 'annual' AND "registration_fee_paise" = 0;
