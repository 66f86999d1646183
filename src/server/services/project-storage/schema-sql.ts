/**
 * What `/storage/v1` needs beyond the first baseline: the helpers Supabase's documented policies
 * call (`storage.foldername`, `storage.filename`, `storage.extension`) and the `version` column
 * that names an object's file. Idempotent and one statement: it is appended to the baseline and
 * run once per process on databases made by an earlier release.
 */
export const STORAGE_SCHEMA_SQL = /* sql */ `do $storage_schema$
begin
  if to_regprocedure('storage.foldername(text)') is null then
    -- The folders of a name, without the file: 'a/b/c.png' gives {a,b}.
    create function storage.foldername(name text) returns text[] language sql immutable as $f$
      select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1]
    $f$;
  end if;
  if to_regprocedure('storage.filename(text)') is null then
    create function storage.filename(name text) returns text language sql immutable as $f$
      select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
    $f$;
  end if;
  if to_regprocedure('storage.extension(text)') is null then
    create function storage.extension(name text) returns text language sql immutable as $f$
      select reverse(split_part(reverse(storage.filename(name)), '.', 1))
    $f$;
  end if;
  if not exists (select 1 from pg_attribute
                 where attrelid = 'storage.objects'::regclass and attname = 'version' and not attisdropped) then
    alter table storage.objects add column version text;
  end if;
end
$storage_schema$;`;
