import { OTP_MESSAGES } from "@eldercare/contracts";
import type { Redis } from "ioredis";
import { AppError } from "../../http/app-error.ts";
import { type AttemptClaim, HOUR_MS, type OtpStore, type Reservation } from "./otp-store.ts";

/*
 * Codes and limits in Redis. Every step that must be atomic is one Lua script, so processes
 * sharing the Redis cannot both use a code or both pass a limit. Keys (under `prefix`):
 *   code:<id>                    hash: identifier, purpose, user_type, code_hash, created_at, expires_at, attempts, state
 *   active:<identifier>:<purpose>:<user_type> id of the newest code (one per kind of account)
 *   last:<identifier>:<purpose>:<user_type>   "<id>:<sent at ms>", lives for the resend wait
 *   sends:id:<identifier>        sorted set of code ids by send time (hourly limit per identifier)
 *   asks:ip:<address>            sorted set of every code request from an address by time (address budget)
 *   seq                           code id counter
 * Scripts build some key names themselves, so this is for a single Redis (with replicas), not Redis Cluster.
 * Key lifetimes only clean up; the rules compare the stored times with the caller's clock.
 */

const RESERVE = `
local at = tonumber(ARGV[1])
local resend_ms = tonumber(ARGV[2])
local last = redis.call('GET', KEYS[1])
if last then
  local sent_at = tonumber(string.sub(last, string.find(last, ':') + 1))
  local wait = sent_at + resend_ms - at
  if wait > 0 then return {'wait', tostring(math.ceil(wait / 1000))} end
end
local since = at - tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', since)
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[4]) then return {'identifier-limit'} end
local prefix = ARGV[5]
local previous = redis.call('GET', KEYS[3])
if previous and redis.call('HGET', prefix .. 'code:' .. previous, 'state') == 'active' then
  redis.call('HSET', prefix .. 'code:' .. previous, 'state', 'voided')
end
local id = tostring(redis.call('INCR', KEYS[4]))
local code_key = prefix .. 'code:' .. id
local keep_ms = tonumber(ARGV[11])
redis.call('HSET', code_key, 'identifier', ARGV[6], 'purpose', ARGV[7], 'user_type', ARGV[8],
  'code_hash', ARGV[9], 'created_at', ARGV[1], 'expires_at', ARGV[10], 'attempts', 0, 'state', 'active')
redis.call('PEXPIRE', code_key, keep_ms)
redis.call('SET', KEYS[3], id, 'PX', keep_ms)
if resend_ms > 0 then redis.call('SET', KEYS[1], id .. ':' .. ARGV[1], 'PX', resend_ms) end
redis.call('ZADD', KEYS[2], at, id)
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return {'ok', id}
`;

/** KEYS: the address's sorted set, the sequence. ARGV: now, hour ms, limit. Returns 1 when spent. */
const SPEND_ADDRESS = `
local at = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', at - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], at, 'a' .. redis.call('INCR', KEYS[2]))
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

/*
 * KEYS: active keys, one per purpose. ARGV: prefix, user_type, now, max attempts.
 * Finds the newest live code and counts one more comparison on it while fewer than max are counted:
 * {'claimed', id, code_hash, attempts}, {'exhausted', id} or nil.
 */
const CLAIM_ATTEMPT = `
local best, best_hash, best_at, best_attempts = nil, nil, -1, 0
for _, active_key in ipairs(KEYS) do
  local id = redis.call('GET', active_key)
  if id then
    local c = redis.call('HMGET', ARGV[1] .. 'code:' .. id, 'state', 'user_type', 'expires_at', 'created_at', 'code_hash', 'attempts')
    if c[1] == 'active' and c[2] == ARGV[2] and tonumber(c[3]) > tonumber(ARGV[3]) and tonumber(c[4]) > best_at then
      best, best_hash, best_at, best_attempts = id, c[5], tonumber(c[4]), tonumber(c[6])
    end
  end
end
if not best then return nil end
if best_attempts >= tonumber(ARGV[4]) then return {'exhausted', best} end
local attempts = redis.call('HINCRBY', ARGV[1] .. 'code:' .. best, 'attempts', 1)
return {'claimed', best, best_hash, tostring(attempts)}
`;

/** KEYS: code key. Returns 1 when this call used the code. */
const CONSUME = `
if redis.call('HGET', KEYS[1], 'state') ~= 'active' then return 0 end
redis.call('HSET', KEYS[1], 'state', 'consumed')
return 1
`;

/** KEYS: code key. ARGV: prefix, id. Voids the code and lifts its resend wait. */
const VOID = `
local c = redis.call('HMGET', KEYS[1], 'identifier', 'purpose', 'state', 'user_type')
if not c[1] then return 0 end
if c[3] == 'active' then redis.call('HSET', KEYS[1], 'state', 'voided') end
local suffix = c[1] .. ':' .. c[2] .. ':' .. c[4]
local active_key = ARGV[1] .. 'active:' .. suffix
if redis.call('GET', active_key) == ARGV[2] then redis.call('DEL', active_key) end
local last_key = ARGV[1] .. 'last:' .. suffix
local last = redis.call('GET', last_key)
if last and string.sub(last, 1, string.len(ARGV[2]) + 1) == ARGV[2] .. ':' then redis.call('DEL', last_key) end
return 1
`;

/** How long a code's record is kept after it stops being usable (attempt counts, tidy-up). */
const KEEP_AFTER_EXPIRY_MS = 5 * 60 * 1000;

/** A Redis failure is the store being away, not the user's fault: 503 with a retry hint. */
async function reachable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("SE002", OTP_MESSAGES.storeUnavailable, [], { cause: error });
  }
}

export function createRedisOtpStore(redis: Redis, prefix = "eldercare:otp:"): OtpStore {
  const key = (...parts: string[]) => prefix + parts.join(":");
  return {
    kind: "redis",

    reserve: (code, limits) =>
      reachable(async () => {
        const keepMs = code.expiresAt.getTime() - code.at.getTime() + KEEP_AFTER_EXPIRY_MS;
        const result = (await redis.eval(
          RESERVE,
          4,
          key("last", code.identifier, code.purpose, String(code.userType)),
          key("sends", "id", code.identifier),
          key("active", code.identifier, code.purpose, String(code.userType)),
          key("seq"),
          code.at.getTime(),
          limits.resendSeconds * 1000,
          HOUR_MS,
          limits.perIdentifierPerHour,
          prefix,
          code.identifier,
          code.purpose,
          code.userType,
          code.codeHash,
          code.expiresAt.getTime(),
          keepMs,
        )) as [string, string?];
        const [status, value] = result;
        if (status === "ok") return { ok: true, codeId: String(value) } satisfies Reservation;
        if (status === "wait")
          return { ok: false, refusal: "wait", seconds: Number(value) } satisfies Reservation;
        return { ok: false, refusal: "identifier-limit" } satisfies Reservation;
      }),

    spendAddress: (clientIp, at, perHour) =>
      reachable(
        async () =>
          Number(
            await redis.eval(
              SPEND_ADDRESS,
              2,
              key("asks", "ip", clientIp),
              key("seq"),
              at.getTime(),
              HOUR_MS,
              perHour,
            ),
          ) === 1,
      ),

    claimAttempt: (identifier, purposes, userType, at, maxAttempts) =>
      reachable(async (): Promise<AttemptClaim> => {
        const found = (await redis.eval(
          CLAIM_ATTEMPT,
          purposes.length,
          ...purposes.map((p) => key("active", identifier, p, String(userType))),
          prefix,
          userType,
          at.getTime(),
          maxAttempts,
        )) as [string, string, string?, string?] | null;
        if (!found) return { status: "none" };
        if (found[0] === "exhausted") return { status: "exhausted", id: found[1] };
        return { status: "claimed", id: found[1], codeHash: found[2] ?? "", attempt: Number(found[3]) };
      }),

    consume: (id) => reachable(async () => Number(await redis.eval(CONSUME, 1, key("code", id))) === 1),

    void: (id) => reachable(async () => void (await redis.eval(VOID, 1, key("code", id), prefix, id))),

    ping: async () => void (await redis.ping()),
  };
}
