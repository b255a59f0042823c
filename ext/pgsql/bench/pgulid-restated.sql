-- SPDX-License-Identifier: MIT
-- FOR THE BENCHMARK ONLY (ext/pgsql/bench-pgsql.sh): a re-statement, written
-- for sortid from the published facts of geckoboard/pgulid's generate_ulid(),
-- not its code, so that `make bench-postgres-sql` compares like with like.
-- The facts: a PL/pgSQL function returning text; the millisecond is
-- (EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::bigint, put into a 6-byte
-- bytea one byte at a time (SET_BYTE of (ms >> k)::bit(8)::integer); 10
-- random bytes from pgcrypto's gen_random_bytes(10) are appended; then each
-- of the 26 characters is appended to the text by its own statement,
-- CHR(GET_BYTE(alphabet, 5-bit field of the 16 bytes)), the alphabet being
-- Crockford's base32 held as a bytea.  Needs the pgcrypto extension.
CREATE OR REPLACE FUNCTION pgulid_generate_ulid() RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
    alphabet bytea := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    t bytea := '\x000000000000';
    ms bigint;
    id bytea;
    s text := '';
BEGIN
    ms := (extract(epoch FROM clock_timestamp()) * 1000)::bigint;
    t := set_byte(t, 0, (ms >> 40)::bit(8)::integer);
    t := set_byte(t, 1, (ms >> 32)::bit(8)::integer);
    t := set_byte(t, 2, (ms >> 24)::bit(8)::integer);
    t := set_byte(t, 3, (ms >> 16)::bit(8)::integer);
    t := set_byte(t, 4, (ms >> 8)::bit(8)::integer);
    t := set_byte(t, 5, (ms >> 0)::bit(8)::integer);
    id := t || gen_random_bytes(10);
    s := s || chr(get_byte(alphabet, (get_byte(id, 0) & 224) >> 5));
    s := s || chr(get_byte(alphabet, (get_byte(id, 0) & 31) >> 0));
    s := s || chr(get_byte(alphabet, (get_byte(id, 1) & 248) >> 3));
    s := s || chr(get_byte(alphabet, ((get_byte(id, 1) & 7) << 2) | ((get_byte(id, 2) & 192) >> 6)));
    s := s || chr(get_byte(alphabet, (get_byte(id, 2) & 62) >> 1));
    s := s || chr(get_byte(alphabet, ((get_byte(id, 2) & 1) << 4) | ((get_byte(id, 3) & 240) >> 4)));
    s := s || chr(get_byte(alphabet, ((get_byte(id, 3) & 15) << 1) | ((get_byte(id, 4) & 128) >> 7)));
    s := s || chr(get_byte(alphabet, (get_byte(id, 4) & 124) >> 2));
    s := s || chr(get_byte(alphabet, ((get_byte(id, 4) & 3) << 3) | ((get_byte(id, 5) & 224) >> 5)));
    s := s || chr(get_byte(alphabet, (get_byte(id, 5) & 31) >> 0));
    s := s || chr(get_byte(alphabet, (get_byte(id, 6) & 248) >> 3));
    s := s || chr(get_byte(alphabet, ((get_byte(id, 6) & 7) << 2) | ((get_byte(id, 7) & 192) >> 6)));
    s := s || chr(get_byte(alphabet, (get_byte(id, 7) & 62) >> 1));
    s := s || chr(get_byte(alphabet, ((get_byte(id, 7) & 1) << 4) | ((get_byte(id, 8) & 240) >> 4)));
    s := s || chr(get_byte(alphabet, ((get_byte(id, 8) & 15) << 1) | ((get_byte(id, 9) & 128) >> 7)));
    s := s || chr(get_byte(alphabet, (get_byte(id, 9) & 124) >> 2));
    s := s || chr(get_byte(alphabet, ((get_byte(id, 9) & 3) << 3) | ((get_byte(id, 10) & 224) >> 5)));
    s := s || chr(get_byte(alphabet, (get_byte(id, 10) & 31) >> 0));
    s := s || chr(get_byte(alphabet, (get_byte(id, 11) & 248) >> 3));
    s := s || chr(get_byte(alphabet, ((get_byte(id, 11) & 7) << 2) | ((get_byte(id, 12) & 192) >> 6)));
    s := s || chr(get_byte(alphabet, (get_byte(id, 12) & 62) >> 1));
    s := s || chr(get_byte(alphabet, ((get_byte(id, 12) & 1) << 4) | ((get_byte(id, 13) & 240) >> 4)));
    s := s || chr(get_byte(alphabet, ((get_byte(id, 13) & 15) << 1) | ((get_byte(id, 14) & 128) >> 7)));
    s := s || chr(get_byte(alphabet, (get_byte(id, 14) & 124) >> 2));
    s := s || chr(get_byte(alphabet, ((get_byte(id, 14) & 3) << 3) | ((get_byte(id, 15) & 224) >> 5)));
    s := s || chr(get_byte(alphabet, (get_byte(id, 15) & 31) >> 0));
    RETURN s;
END
$$;
