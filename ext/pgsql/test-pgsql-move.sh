# SPDX-License-Identifier: MIT
# Sourced by ext/pgsql/test-pgsql.sh: the move from the SQL edition to the C
# extension in database "move" (the recipe of docs/postgres-sql.md): tables
# keyed by the edition's uuid values keep working after CREATE EXTENSION
# sortid, cast to ulid, and change type without losing a row.
DB=move
if install_sql move >/dev/null 2>&1 && q -d move -U sortid_user -f - >/dev/null 2>&1 <<'SQL'
SET search_path = sqled;
CREATE TABLE public.events (id uuid PRIMARY KEY DEFAULT ulid_to_uuid(gen_monotonic_ulid()), n integer);
CREATE TABLE public.orders (id uuid PRIMARY KEY DEFAULT gen_monotonic_uuidv7(), n integer);
INSERT INTO public.events (n) SELECT generate_series(1, 20000);
INSERT INTO public.events SELECT ulid_to_uuid(gen_ulid()), n FROM generate_series(20001, 30000) n;
INSERT INTO public.orders (n) SELECT generate_series(1, 20000);
CREATE TABLE public.before AS SELECT id, ulid_from_uuid(id) AS text, ulid_timestamp(id) AS ts FROM public.events;
SQL
then
    ok "move: 30,000 ULIDs and 20,000 UUIDv7s stored as uuid by the SQL edition"
else
    bad "move: tables of the SQL edition"
fi
if q -d move -c "CREATE EXTENSION sortid" >/dev/null 2>&1; then
    ok "move: CREATE EXTENSION sortid in the database that has the SQL edition (schema sqled)"
else
    bad "move: CREATE EXTENSION sortid"
fi
check "move: every stored uuid casts to ulid, with the SQL edition's text and time" \
    "SELECT count(*) = 30000 AND bool_and(e.id::ulid::text = b.text AND ulid_timestamp(e.id::ulid) = b.ts)
     FROM events e JOIN before b USING (id)"
check "move: the uuid key still works (lookups by the edition's text, through the ulid cast)" \
    "SELECT count(*) = 30000 FROM before b WHERE EXISTS (SELECT 1 FROM events e WHERE e.id = b.text::ulid::uuid)"
if q -d move -c "ALTER TABLE events ALTER id DROP DEFAULT" \
    -c "ALTER TABLE events ALTER id TYPE ulid USING id::ulid" \
    -c "ALTER TABLE events ALTER id SET DEFAULT gen_monotonic_ulid()" \
    -c "ALTER TABLE orders ALTER id SET DEFAULT gen_uuidv7()" \
    -c "DROP SCHEMA sqled CASCADE" >"$PG_TMP/move.log" 2>&1; then
    ok "move: the key column becomes ulid, defaults move to the extension, the SQL edition is dropped"
else
    bad "move: ALTER TABLE ... TYPE ulid / DROP SCHEMA sqled: $(cat "$PG_TMP/move.log")"
fi
check "move: no row lost or changed, the key still unique, new rows after the old" \
    "INSERT INTO events (n) SELECT generate_series(30001, 31000);
     SELECT (SELECT count(*) FROM events) = 31000
        AND (SELECT count(*) FROM events e JOIN before b ON e.id::text = b.text) = 30000
        AND (SELECT min(id) FROM events WHERE n > 30000) > (SELECT max(id) FROM events WHERE n <= 20000)
        AND (SELECT count(*) FROM orders) = 20000"
check "move: a time range through the extension's ulid_at(t, 'min'|'max') finds the same rows" \
    "SELECT count(*) = (SELECT count(*) FROM before WHERE ts BETWEEN now() - interval '1 hour' AND now())
     FROM events WHERE id BETWEEN ulid_at(now() - interval '1 hour', 'min') AND ulid_at(now(), 'max') AND n <= 30000"
DB=diff
