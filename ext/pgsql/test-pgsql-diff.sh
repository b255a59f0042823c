# SPDX-License-Identifier: MIT
# Sourced by ext/pgsql/test-pgsql.sh: every function the SQL edition (schema
# sqled) shares with the C extension (schema c), on the same inputs: the
# value, NULL, or the SQLSTATE of the error, row by row; 0 mismatches.
# Each line: name | input table | SQL edition's expression | the C function
# that must exist | its expression | rows (a WHERE clause).  Of the lines of
# one name, the first whose C function exists is compared (the extension's
# name, else its older one, else the same result through the functions it
# has); a name the extension lacks is listed, not counted.  Random parts are left out (a ULID's first 10 characters, a
# UUIDv7's first 18: its millisecond and sub-millisecond fraction).

PAIRS=$(cat <<'EOF'
sortid_timestamp(text)|inputs|sqled.sortid_timestamp(s)|c.sortid_timestamp(text)|c.sortid_timestamp(s)|true
sortid_timestamp(text)|inputs|sqled.sortid_timestamp(s)|c.sortid_time(text)|c.sortid_time(s)|true
sortid_timestamp(text, kind)|inputs|sqled.sortid_timestamp(s, k)|c.sortid_timestamp(text,text)|c.sortid_timestamp(s, k)|true
sortid_timestamp(text, kind)|inputs|sqled.sortid_timestamp(s, k)|c.sortid_time(text,text)|c.sortid_time(s, k)|true
sortid_unix_ms(text)|inputs|sqled.sortid_unix_ms(s)|c.sortid_unix_ms(text)|c.sortid_unix_ms(s)|true
sortid_unix_ms(text)|inputs|sqled.sortid_unix_ms(s)|c.sortid_time(text)|floor(extract(epoch FROM c.sortid_time(s)) * 1000)::bigint|true
sortid_unix_ms(text, kind)|inputs|sqled.sortid_unix_ms(s, k)|c.sortid_unix_ms(text,text)|c.sortid_unix_ms(s, k)|true
sortid_unix_ms(text, kind)|inputs|sqled.sortid_unix_ms(s, k)|c.sortid_time(text,text)|floor(extract(epoch FROM c.sortid_time(s, k)) * 1000)::bigint|true
sortid_kind(text)|inputs|sqled.sortid_kind(s)|c.sortid_kind(text)|c.sortid_kind(s)|true
sortid_valid(text)|inputs|sqled.sortid_valid(s)|c.sortid_valid(text)|c.sortid_valid(s)|true
sortid_valid(text)|inputs|sqled.sortid_valid(s)|c.sortid_time(text)|w.c_valid(s, NULL)|true
sortid_valid(text, kind)|inputs|sqled.sortid_valid(s, k)|c.sortid_valid(text,text)|c.sortid_valid(s, k)|true
sortid_valid(text, kind)|inputs|sqled.sortid_valid(s, k)|c.sortid_time(text,text)|CASE WHEN k IS NOT NULL THEN w.c_valid(s, k) END|true
ulid_to_uuid(text)|inputs|sqled.ulid_to_uuid(s)|c.ulid_to_uuid(text)|c.ulid_to_uuid(s)|true
ulid_to_uuid(text)|inputs|sqled.ulid_to_uuid(s)|c.ulid_in(cstring)|s::c.ulid::uuid|true
ulid_timestamp(text)|inputs|sqled.ulid_timestamp(s)|c.ulid_timestamp(c.ulid)|c.ulid_timestamp(s::c.ulid)|true
ulid_unix_ms(text)|inputs|sqled.ulid_unix_ms(s)|c.ulid_unix_ms(c.ulid)|c.ulid_unix_ms(s::c.ulid)|true
ulid_unix_ms(text)|inputs|sqled.ulid_unix_ms(s)|c.ulid_timestamp(c.ulid)|floor(extract(epoch FROM c.ulid_timestamp(s::c.ulid)) * 1000)::bigint|true
ulid_from_uuid(uuid)|uuids|sqled.ulid_from_uuid(u)|c.ulid_from_uuid(uuid)|c.ulid_from_uuid(u)|true
ulid_from_uuid(uuid)|uuids|sqled.ulid_from_uuid(u)|c.ulid_out(c.ulid)|u::c.ulid::text|true
ulid_timestamp(uuid)|uuids|sqled.ulid_timestamp(u)|c.ulid_timestamp(c.ulid)|c.ulid_timestamp(u::c.ulid)|true
ulid_unix_ms(uuid)|uuids|sqled.ulid_unix_ms(u)|c.ulid_unix_ms(c.ulid)|c.ulid_unix_ms(u::c.ulid)|true
ulid_unix_ms(uuid)|uuids|sqled.ulid_unix_ms(u)|c.ulid_timestamp(c.ulid)|floor(extract(epoch FROM c.ulid_timestamp(u::c.ulid)) * 1000)::bigint|true
uuid_timestamp(uuid)|uuids|sqled.uuid_timestamp(u)|c.uuid_timestamp(uuid)|c.uuid_timestamp(u)|true
uuid_timestamp(uuid)|uuids|sqled.uuid_timestamp(u)|c.uuid_time(uuid)|c.uuid_time(u)|true
uuid_unix_ms(uuid)|uuids|sqled.uuid_unix_ms(u)|c.uuid_unix_ms(uuid)|c.uuid_unix_ms(u)|true
uuid_unix_ms(uuid)|uuids|sqled.uuid_unix_ms(u)|c.uuid_time(uuid)|floor(extract(epoch FROM c.uuid_time(u)) * 1000)::bigint|true
uuid_version(uuid)|uuids|sqled.uuid_version(u)|c.uuid_version(uuid)|c.uuid_version(u)|true
uuid_extract_version(uuid)|uuids|sqled.uuid_extract_version(u)|c.uuid_extract_version(uuid)|c.uuid_extract_version(u)|true
uuid_extract_version(uuid)|uuids|sqled.uuid_extract_version(u)|c.uuid_version(uuid)|c.uuid_version(u)::smallint|true
uuid_extract_timestamp(uuid)|uuids|sqled.uuid_extract_timestamp(u)|c.uuid_extract_timestamp(uuid)|c.uuid_extract_timestamp(u)|true
uuid_extract_timestamp(uuid)|uuids|sqled.uuid_extract_timestamp(u)|c.uuid_time(uuid)|CASE WHEN c.uuid_version(u) IN (1, 7) THEN c.uuid_time(u) END|true
uuid_v7_to_timestamptz(uuid)|uuids|sqled.uuid_v7_to_timestamptz(u)|c.uuid_v7_to_timestamptz(uuid)|c.uuid_v7_to_timestamptz(u)|true
uuid_v7_to_timestamptz(uuid)|uuids|sqled.uuid_v7_to_timestamptz(u)|c.ulid_timestamp(c.ulid)|c.ulid_timestamp(u::c.ulid)|true
uuid_v7_to_timestamp(uuid)|uuids|sqled.uuid_v7_to_timestamp(u)|c.uuid_v7_to_timestamp(uuid)|c.uuid_v7_to_timestamp(u)|true
uuid_v7_to_timestamp(uuid)|uuids|sqled.uuid_v7_to_timestamp(u)|c.ulid_timestamp(c.ulid)|c.ulid_timestamp(u::c.ulid) AT TIME ZONE 'UTC'|true
ulid_min(timestamptz)|times|sqled.ulid_min(t)|c.ulid_min(timestamptz)|c.ulid_min(t)::text|true
ulid_max(timestamptz)|times|sqled.ulid_max(t)|c.ulid_max(timestamptz)|c.ulid_max(t)::text|true
uuidv7_min(timestamptz)|times|sqled.uuidv7_min(t)|c.uuidv7_min(timestamptz)|c.uuidv7_min(t)|true
uuidv7_max(timestamptz)|times|sqled.uuidv7_max(t)|c.uuidv7_max(timestamptz)|c.uuidv7_max(t)|true
gen_ulid(timestamptz)|times|left(sqled.gen_ulid(t), 10)|c.gen_ulid(timestamptz)|left(c.gen_ulid(t)::text, 10)|true
ulid_at(timestamptz, mode)|times|CASE lower(mode) WHEN 'random' THEN left(sqled.ulid_at(t, mode), 10) ELSE sqled.ulid_at(t, mode) END|c.ulid_at(timestamptz,text)|CASE lower(mode) WHEN 'random' THEN left(c.ulid_at(t, mode)::text, 10) ELSE c.ulid_at(t, mode)::text END|true
ulid_at(timestamptz, mode)|times|CASE lower(mode) WHEN 'random' THEN left(sqled.ulid_at(t, mode), 10) ELSE sqled.ulid_at(t, mode) END|c.ulid_min(timestamptz)|CASE lower(mode) WHEN 'random' THEN left(c.gen_ulid(t)::text, 10) WHEN 'min' THEN c.ulid_min(t)::text ELSE c.ulid_max(t)::text END|lower(mode) IN ('random', 'min', 'max')
uuidv7_at(timestamptz, mode)|times|CASE lower(mode) WHEN 'random' THEN left(sqled.uuidv7_at(t, mode)::text, 18) ELSE sqled.uuidv7_at(t, mode)::text END|c.uuidv7_at(timestamptz,text)|CASE lower(mode) WHEN 'random' THEN left(c.uuidv7_at(t, mode)::text, 18) ELSE c.uuidv7_at(t, mode)::text END|true
uuid_timestamptz_to_v7(timestamptz, zero)|times|CASE WHEN mode = 'min' THEN sqled.uuid_timestamptz_to_v7(t, true)::text ELSE left(sqled.uuid_timestamptz_to_v7(t)::text, 14) END|c.uuid_timestamptz_to_v7(timestamptz,boolean)|CASE WHEN mode = 'min' THEN c.uuid_timestamptz_to_v7(t, true)::text ELSE left(c.uuid_timestamptz_to_v7(t)::text, 14) END|true
uuid_timestamptz_to_v7(timestamptz, zero)|times|CASE WHEN mode = 'min' THEN sqled.uuid_timestamptz_to_v7(t, true)::text ELSE left(sqled.uuid_timestamptz_to_v7(t)::text, 14) END|c.uuidv7_at(timestamptz,text)|CASE WHEN mode = 'min' THEN c.uuidv7_at(t, 'min')::text ELSE left(c.uuidv7_at(t, 'random')::text, 14) END|true
ksuid_at(timestamptz, mode)|times|CASE lower(mode) WHEN 'random' THEN c.sortid_timestamp(sqled.ksuid_at(t, mode), 'ksuid')::text ELSE sqled.ksuid_at(t, mode) END|c.ksuid_at(timestamptz,text)|CASE lower(mode) WHEN 'random' THEN c.sortid_timestamp(c.ksuid_at(t, mode), 'ksuid')::text ELSE c.ksuid_at(t, mode) END|true
objectid_at(timestamptz, mode)|times|CASE lower(mode) WHEN 'random' THEN c.sortid_timestamp(sqled.objectid_at(t, mode), 'objectid')::text ELSE sqled.objectid_at(t, mode) END|c.objectid_at(timestamptz,text)|CASE lower(mode) WHEN 'random' THEN c.sortid_timestamp(c.objectid_at(t, mode), 'objectid')::text ELSE c.objectid_at(t, mode) END|true
xid_at(timestamptz, mode)|times|CASE lower(mode) WHEN 'random' THEN c.sortid_timestamp(sqled.xid_at(t, mode), 'xid')::text ELSE sqled.xid_at(t, mode) END|c.xid_at(timestamptz,text)|CASE lower(mode) WHEN 'random' THEN c.sortid_timestamp(c.xid_at(t, mode), 'xid')::text ELSE c.xid_at(t, mode) END|true
baseuid_at(timestamptz, mode)|times|CASE lower(mode) WHEN 'random' THEN c.sortid_timestamp(sqled.baseuid_at(t, mode), 'baseuid')::text ELSE sqled.baseuid_at(t, mode) END|c.baseuid_at(timestamptz,text)|CASE lower(mode) WHEN 'random' THEN c.sortid_timestamp(c.baseuid_at(t, mode)::text, 'baseuid')::text ELSE c.baseuid_at(t, mode)::text END|true
ulidflake_at(timestamptz, mode)|times|CASE lower(mode) WHEN 'random' THEN c.sortid_timestamp(sqled.ulidflake_at(t, mode), 'flake')::text ELSE sqled.ulidflake_at(t, mode) END|c.ulidflake_at(timestamptz,text,integer)|CASE lower(mode) WHEN 'random' THEN c.sortid_timestamp(c.ulidflake_at(t, mode)::text, 'flake')::text ELSE c.ulidflake_at(t, mode)::text END|true
ulidflake_at(timestamptz, mode, node)|times|CASE lower(mode) WHEN 'random' THEN c.sortid_timestamp(sqled.ulidflake_at(t, mode, nullif((extract(microseconds FROM t)::bigint % 41)::integer - 5, -5)), 'flake')::text ELSE sqled.ulidflake_at(t, mode, nullif((extract(microseconds FROM t)::bigint % 41)::integer - 5, -5)) END|c.ulidflake_at(timestamptz,text,integer)|CASE lower(mode) WHEN 'random' THEN c.sortid_timestamp(c.ulidflake_at(t, mode, nullif((extract(microseconds FROM t)::bigint % 41)::integer - 5, -5))::text, 'flake')::text ELSE c.ulidflake_at(t, mode, nullif((extract(microseconds FROM t)::bigint % 41)::integer - 5, -5))::text END|true
typeid_at(prefix, timestamptz, mode)|times|CASE lower(mode) WHEN 'random' THEN c.sortid_timestamp(sqled.typeid_at((ARRAY['', 'user', 'a_b', 'Bad', '_x', 'x_', 'é', repeat('a', 63), repeat('a', 64)])[1 + extract(microseconds FROM t)::bigint % 9], t, mode), 'typeid')::text ELSE sqled.typeid_at((ARRAY['', 'user', 'a_b', 'Bad', '_x', 'x_', 'é', repeat('a', 63), repeat('a', 64)])[1 + extract(microseconds FROM t)::bigint % 9], t, mode) END|c.typeid_at(text,timestamptz,text)|CASE lower(mode) WHEN 'random' THEN c.sortid_timestamp(c.typeid_at((ARRAY['', 'user', 'a_b', 'Bad', '_x', 'x_', 'é', repeat('a', 63), repeat('a', 64)])[1 + extract(microseconds FROM t)::bigint % 9], t, mode), 'typeid')::text ELSE c.typeid_at((ARRAY['', 'user', 'a_b', 'Bad', '_x', 'x_', 'é', repeat('a', 63), repeat('a', 64)])[1 + extract(microseconds FROM t)::bigint % 9], t, mode) END|true
sortid_convert(text, to)|inputs|sqled.sortid_convert(s, k)|c.sortid_convert(text,text)|c.sortid_convert(s, k)|true
sortid_convert(text, to, prefix)|inputs|sqled.sortid_convert(s, k, (ARRAY['', 'user', 'Bad', 'a_b'])[1 + length(s) % 4])|c.sortid_convert(text,text,text)|c.sortid_convert(s, k, (ARRAY['', 'user', 'Bad', 'a_b'])[1 + length(s) % 4])|true
sortid_inspect(text)|inputs|sqled.sortid_inspect(s)|c.sortid_inspect(text)|c.sortid_inspect(s)|true
sortid_inspect(text, kind)|inputs|sqled.sortid_inspect(s, k)|c.sortid_inspect(text,text)|c.sortid_inspect(s, k)|true
typeid_to_uuid(text)|inputs|sqled.typeid_to_uuid(s)|c.typeid_to_uuid(text)|c.typeid_to_uuid(s)|true
typeid_from_uuid(prefix, uuid)|uuids|sqled.typeid_from_uuid((ARRAY['', 'user', 'a_b', 'Bad', 'x_', 'é'])[1 + get_byte(uuid_send(u), 15) % 6], u)|c.typeid_from_uuid(text,uuid)|c.typeid_from_uuid((ARRAY['', 'user', 'a_b', 'Bad', 'x_', 'é'])[1 + get_byte(uuid_send(u), 15) % 6], u)|true
EOF
)

# The wrapper of one side: the value as text, or ERR: and the SQLSTATE.
wrapper() { # name, table, expression
    local args
    case $2 in
    inputs) args="s text, k text" ;;
    uuids) args="u uuid" ;;
    times) args="t timestamptz, mode text" ;;
    esac
    printf 'CREATE OR REPLACE FUNCTION w.%s(%s) RETURNS text LANGUAGE plpgsql AS $w$\n' "$1" "$args"
    printf 'BEGIN RETURN (%s)::text; EXCEPTION WHEN others THEN RETURN %s; END $w$;\n' "$3" "'ERR:' || SQLSTATE"
}

q -d diff -c "CREATE SCHEMA w" >/dev/null
# whether the extension reads the text (its other errors stay errors)
q -d diff -c "CREATE FUNCTION w.c_valid(s text, k text) RETURNS boolean LANGUAGE plpgsql AS \$\$
BEGIN
    IF k IS NULL THEN PERFORM c.sortid_timestamp(s); ELSE PERFORM c.sortid_timestamp(s, k); END IF;
    RETURN true;
EXCEPTION WHEN invalid_text_representation THEN RETURN false;
END \$\$" >/dev/null
compared=""
missing=""
n=0
while IFS='|' read -r name table sql_expr c_sig c_expr rows; do
    case " $compared " in *" $name "*) continue ;; esac
    if [ "$(q -d diff -c "SELECT to_regprocedure('$c_sig') IS NOT NULL")" != t ]; then
        continue
    fi
    compared="$compared $name"
    n=$((n + 1))
    cols=$(case $table in inputs) echo "s, k" ;; uuids) echo "u" ;; times) echo "t, mode" ;; esac)
    { wrapper "a$n" "$table" "$sql_expr"; wrapper "b$n" "$table" "$c_expr"; } | q -d diff -f - >/dev/null
    res=$(q -d diff -F ' ' -c "SELECT count(*), count(*) FILTER (WHERE a IS DISTINCT FROM b),
            count(*) FILTER (WHERE a LIKE 'ERR:%'), count(*) FILTER (WHERE a IS NULL)
        FROM (SELECT w.a$n($cols) a, w.b$n($cols) b FROM $table WHERE $rows) x" 2>&1)
    read -r total diff errs nulls <<<"$res"
    if [ "$diff" = 0 ] && [ "$total" -gt 0 ] 2>/dev/null; then
        ok "$name: $total inputs ($errs errors, $nulls NULLs), 0 mismatches (C: $c_sig)"
    else
        bad "$name: $res mismatches of $total"
        q -d diff -c "SELECT $cols, a, b FROM (SELECT $cols, w.a$n($cols) a, w.b$n($cols) b FROM $table WHERE $rows) x
            WHERE a IS DISTINCT FROM b LIMIT 8" | sed 's/^/#   /'
    fi
done <<<"$PAIRS"
while IFS='|' read -r name _; do
    case " $compared $missing " in *" $name "*) ;; *) missing="$missing $name" ;; esac
done <<<"$PAIRS"
echo "# not in the C extension, so not compared:${missing:- none}"

# The reason and the byte: the DETAIL of every refused text, as the
# extension's (its function's name aside).
q -d diff -f - >/dev/null <<'SQL'
CREATE OR REPLACE FUNCTION w.da(s text, k text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE d text;
BEGIN PERFORM sqled.sortid_timestamp(s, k); RETURN NULL;
EXCEPTION WHEN others THEN GET STACKED DIAGNOSTICS d = PG_EXCEPTION_DETAIL; RETURN SQLSTATE || ' ' || coalesce(d, ''); END $$;
CREATE OR REPLACE FUNCTION w.db(s text, k text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE d text;
BEGIN PERFORM c.sortid_timestamp(s, k); RETURN NULL;
EXCEPTION WHEN others THEN GET STACKED DIAGNOSTICS d = PG_EXCEPTION_DETAIL;
    RETURN SQLSTATE || ' ' || replace(coalesce(d, ''), 'sortid_time(', 'sortid_timestamp('); END $$;
SQL
res=$(q -d diff -F ' ' -c "SELECT count(*) FILTER (WHERE a IS NOT NULL), count(*) FILTER (WHERE a IS DISTINCT FROM b)
    FROM (SELECT w.da(s, coalesce(k, 'ulid')) a, w.db(s, coalesce(k, 'ulid')) b FROM inputs) x")
read -r errs diff <<<"$res"
if [ "$diff" = 0 ]; then
    ok "the DETAIL (reason and byte position) of $errs refused texts is the extension's"
else
    bad "DETAIL of refused texts: $diff of $errs differ"
    q -d diff -c "SELECT s, k, a, b FROM (SELECT s, k, w.da(s, coalesce(k, 'ulid')) a, w.db(s, coalesce(k, 'ulid')) b FROM inputs) x
        WHERE a IS DISTINCT FROM b LIMIT 8" | sed 's/^/#   /'
fi
check "sortid_kinds(): the same rows as the extension's, in the same order" \
    "SELECT (SELECT array_agg(k::text) FROM sqled.sortid_kinds() k) = (SELECT array_agg(k::text) FROM c.sortid_kinds() k)
        AND (SELECT count(*) FROM sqled.sortid_kinds()) > 10"
