# SPDX-License-Identifier: MIT
# Sourced by ext/pgsql/test-pgsql.sh: the SQL edition's generators, checked
# through the C extension's reading of what they make (schema c).

check "gen_ulid(): 20,000 ULIDs the extension reads, of the current millisecond, none twice" \
    "WITH g AS (SELECT clock_timestamp() t0, sqled.gen_ulid() id, clock_timestamp() t1 FROM generate_series(1, 20000))
     SELECT bool_and(c.ulid_timestamp(id::c.ulid) BETWEEN date_trunc('milliseconds', t0) AND t1)
        AND count(DISTINCT id) = 20000 AND bool_and(id::c.ulid::text = id) FROM g"
check "gen_ulid(): each of the 16 random characters takes all 32 values (10,000 IDs)" \
    "SELECT bool_and(n = 32) FROM (SELECT i, count(DISTINCT substr(id, i, 1)) n
        FROM (SELECT sqled.gen_ulid() id FROM generate_series(1, 10000)) g, generate_series(11, 26) i GROUP BY i) x"
check "gen_ulid(): its 80 random bits are the low 5 bits of bytes 0..15 of SHA-256(key, microsecond, nonce)" \
    "WITH a AS (SELECT 1795000000123456::bigint us, 0.25::float8 x, repeat('0123456789abcdef', 4) k),
          h AS (SELECT sha256(textsend(k) || int8send(us) || float8send(x)) h, sqled._sortid_ulid_new(us, x, k) id FROM a)
     SELECT right(('x' || replace(sqled.ulid_to_uuid(id)::text, '-', ''))::bit(128)::text, 80)
            = (SELECT string_agg(right(get_byte(h, i)::bit(8)::text, 5), '' ORDER BY i) FROM generate_series(0, 15) i)
        AND c.ulid_unix_ms(id::c.ulid) = 1795000000123 FROM h"
check "gen_ulid(): the session's key is 256 bits drawn at its first ULID, and drawn anew after RESET" \
    "CREATE TEMP TABLE k1 AS SELECT sqled.gen_ulid() id, current_setting('sortid_sql.random_key') k;
     RESET sortid_sql.random_key;
     CREATE TEMP TABLE k2 AS SELECT sqled.gen_ulid() id, current_setting('sortid_sql.random_key') k;
     SELECT k1.k ~ '^[0-9a-f]{64}\$' AND k2.k ~ '^[0-9a-f]{64}\$' AND k1.k <> k2.k FROM k1, k2"
check "every maker of the session's state runs where the planner would go parallel (none is parallel restricted)" \
    "CREATE TABLE IF NOT EXISTS public.par AS SELECT g FROM generate_series(1, 100000) g; ANALYZE public.par;
     SET parallel_setup_cost = 0; SET parallel_tuple_cost = 0; SET min_parallel_table_scan_size = 0;
     SET max_parallel_workers_per_gather = 2;
     SELECT count(DISTINCT a) + count(DISTINCT b) + count(DISTINCT u) + count(DISTINCT v) + count(DISTINCT w) = 5000
     FROM (SELECT sqled.gen_ulid() a, sqled.gen_monotonic_ulid() b, sqled.gen_monotonic_uuidv7() u,
                  sqled.uuidv7() v, sqled.uuid_generate_v7() w FROM public.par WHERE g % 100 = 0) s"
check "gen_monotonic_ulid(): 100,000 in one statement strictly increase (text and uuid)" \
    "SELECT bool_and(id COLLATE \"C\" > prev COLLATE \"C\" AND sqled.ulid_to_uuid(id) > sqled.ulid_to_uuid(prev))
     FROM (SELECT id, lag(id) OVER (ORDER BY n) prev FROM (SELECT n, sqled.gen_monotonic_ulid() id
        FROM generate_series(1, 100000) n) g) x WHERE prev IS NOT NULL"
check "gen_monotonic_ulid(): the next statement goes on above the last" \
    "SELECT sqled.gen_monotonic_ulid() COLLATE \"C\" < sqled.gen_monotonic_ulid() COLLATE \"C\""
check "gen_monotonic_ulid(): +1 within a millisecond (the library's step)" \
    "SELECT count(*) > 0 AND bool_and((hb = ha AND lb = la + 1) OR (la = 1099511627775 AND lb = 0 AND hb = ha + 1))
     FROM (SELECT ('x' || substr(h, 13, 10))::bit(40)::bigint hb, ('x' || substr(h, 23, 10))::bit(40)::bigint lb,
                  lag(('x' || substr(h, 13, 10))::bit(40)::bigint) OVER w ha, lag(('x' || substr(h, 23, 10))::bit(40)::bigint) OVER w la,
                  left(h, 12) ms, lag(left(h, 12)) OVER w pms
           FROM (SELECT n, replace(sqled.ulid_to_uuid(sqled.gen_monotonic_ulid())::text, '-', '') h
                 FROM generate_series(1, 2000) n) g WINDOW w AS (ORDER BY n)) x WHERE ms = pms"
check "gen_monotonic_uuidv7(): 100,000 in one statement strictly increase, each a UUIDv7 of its millisecond" \
    "SELECT bool_and(id > prev AND c.uuid_version(id) = 7)
        AND bool_and(c.uuid_timestamp(id) BETWEEN date_trunc('milliseconds', t0) AND t1)
     FROM (SELECT id, t0, t1, lag(id) OVER (ORDER BY n) prev FROM (SELECT n, clock_timestamp() t0, sqled.gen_monotonic_uuidv7() id,
        clock_timestamp() t1 FROM generate_series(1, 100000) n) g) x WHERE prev IS NOT NULL"
check "uuidv7() (no built-in here) is gen_monotonic_uuidv7()'s stream; gen_uuidv7() and uuid_generate_v7() make UUIDv7s of now" \
    "SELECT sqled.gen_monotonic_uuidv7() < sqled.uuidv7() AND sqled.uuidv7() < sqled.gen_monotonic_uuidv7()
        AND (SELECT bool_and(c.uuid_version(u) = 7 AND c.uuid_timestamp(u) BETWEEN date_trunc('milliseconds', now()) AND clock_timestamp())
             FROM (SELECT sqled.gen_uuidv7() u UNION ALL SELECT sqled.uuid_generate_v7()) x)"
check "uuidv7(shift) (no built-in here): each shift its own time, whatever came before, and its own order (two and seven shifts in turn, sub-millisecond ones too)" \
    "SELECT c.uuid_timestamp(sqled.uuidv7('1 day')) > now() + interval '23 hours'
        AND c.uuid_timestamp(sqled.uuidv7('-1 day')) < now() - interval '23 hours'
        AND (SELECT count(*) FILTER (WHERE a <= pa OR b <= pb OR c.uuid_version(a) <> 7) = 0
             FROM (SELECT a, lag(a) OVER (ORDER BY n) pa, b, lag(b) OVER (ORDER BY n) pb
                   FROM (SELECT n, sqled.uuidv7('1 hour') a, sqled.uuidv7('-1 hour') b FROM generate_series(1, 20000) n) x) y)
        AND (SELECT count(*) FILTER (WHERE u <= p) = 0
             FROM (SELECT u, lag(u) OVER (PARTITION BY n % 7 ORDER BY n) p
                   FROM (SELECT n, sqled.uuidv7(make_interval(secs => (n % 7) * 0.000333)) u FROM generate_series(1, 20000) n) x) y)"
check "uuidv7(shift): PostgreSQL 18's sweep of shifts from 1970 to 10888 keeps its times in order, and past either end is 22008 as in the extension" \
    "CREATE FUNCTION pg_temp.sqlstate_of(q text) RETURNS text LANGUAGE plpgsql AS
        \$f\$ BEGIN EXECUTE q; RETURN 'none'; EXCEPTION WHEN others THEN RETURN SQLSTATE; END \$f\$;
     SELECT (SELECT count(*) FILTER (WHERE ts < prev_ts) = 0 AND count(*) > 8000
             FROM (SELECT ts, lag(ts) OVER (ORDER BY y) prev_ts
                   FROM (SELECT y, c.uuid_timestamp(sqled.uuidv7((y || ' years')::interval)) ts
                         FROM generate_series(1970 - extract(year from now())::int, 10888 - extract(year from now())::int) y) x) z)
        AND pg_temp.sqlstate_of('SELECT sqled.uuidv7(interval ''-100 years'')') = '22008'
        AND pg_temp.sqlstate_of('SELECT sqled.uuidv7(interval ''9000 years'')') = '22008'
        AND pg_temp.sqlstate_of('SELECT c.uuidv7(interval ''-100 years'')') = '22008'"
check "uuidv4() (no built-in here): the server's random UUID, version 4 of the RFC 9562 variant" \
    "SELECT count(DISTINCT u) = 1000 AND bool_and(c.uuid_version(u) = 4 AND substring(u::text, 20, 1) IN ('8', '9', 'a', 'b'))
     FROM (SELECT sqled.uuidv4() u FROM generate_series(1, 1000)) x"
check "a ULID kept as uuid and shown as text round-trips (10,000)" \
    "SELECT bool_and(sqled.ulid_from_uuid(sqled.ulid_to_uuid(id)) = id) FROM (SELECT sqled.gen_ulid() id FROM generate_series(1, 10000)) g"
check "ulid_to_uuid(): the same 128 bits as the extension's ulid::uuid (10,000 made by the extension)" \
    "SELECT bool_and(sqled.ulid_to_uuid(id::text) = id::uuid) FROM (SELECT c.gen_ulid() id FROM generate_series(1, 10000)) g"
