import type { Transaction } from "@electric-sql/pglite";
import { loadRelation, type Relation } from "./catalog";
import { RestError } from "./errors";
import type { SchemaCache } from "./schema-cache";
import type { SelectItem } from "./select";

/** How an embedded table joins its parent: column pairs (parent, child); many = answer an array. */
export interface Join {
  relation: Relation;
  pairs: [string, string][];
  many: boolean;
}

interface ForeignKey {
  name: string;
  from_table: string;
  from_cols: string[];
  to_table: string;
  to_cols: string[];
  one_to_one: boolean;
}

function foreignKeysBetween(tx: Transaction, cache: SchemaCache, schema: string, a: string, b: string): Promise<ForeignKey[]> {
  return cache.remember(JSON.stringify(["foreign keys", schema, a, b]), () => readForeignKeys(tx, schema, a, b));
}

async function readForeignKeys(tx: Transaction, schema: string, a: string, b: string): Promise<ForeignKey[]> {
  const { rows } = await tx.query<ForeignKey>(
    `select con.conname as name, c.relname as from_table, rc.relname as to_table,
            array(select attname from unnest(con.conkey) with ordinality k(n, o)
                   join pg_attribute on attrelid = con.conrelid and attnum = k.n order by o)::text[] as from_cols,
            array(select attname from unnest(con.confkey) with ordinality k(n, o)
                   join pg_attribute on attrelid = con.confrelid and attnum = k.n order by o)::text[] as to_cols,
            exists (select 1 from pg_index i where i.indrelid = con.conrelid and (i.indisunique or i.indisprimary)
                     and i.indkey::int2[] @> con.conkey and cardinality(i.indkey::int2[]) = cardinality(con.conkey)) as one_to_one
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_class rc on rc.oid = con.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
      where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
        and ((c.relname = $2 and rc.relname = $3) or (c.relname = $3 and rc.relname = $2))`,
    [schema, a, b],
  );
  return rows;
}

/**
 * Resolves name(...) items through the foreign keys between the tables (PostgREST's relationship
 * detection, without views or junction tables): the parent's key → object, the child's key → array.
 */
export async function resolveEmbeds(tx: Transaction, cache: SchemaCache, relation: Relation, items: SelectItem[]): Promise<void> {
  for (const item of items) {
    if (item.kind !== "embed") continue;
    const target = await loadRelation(tx, cache, relation.schema, item.target).catch(() => {
      throw new RestError(400, "PGRST200", `Could not find a relationship between '${relation.name}' and '${item.target}' in the schema cache`);
    });
    const candidates = (await foreignKeysBetween(tx, cache, relation.schema, relation.name, target.name)).filter(
      (fk) => !item.hint || fk.name === item.hint || (fk.from_cols.length === 1 && fk.from_cols[0] === item.hint),
    );
    if (candidates.length === 0) {
      throw new RestError(400, "PGRST200", `Could not find a relationship between '${relation.name}' and '${target.name}' in the schema cache`);
    }
    if (candidates.length > 1) {
      throw new RestError(
        300,
        "PGRST201",
        `Could not embed because more than one relationship was found for '${relation.name}' and '${target.name}'`,
        candidates.map((c) => c.name).join(", "),
        `Try naming the foreign key, e.g. '${target.name}!${candidates[0]!.name}'.`,
      );
    }
    const fk = candidates[0]!;
    // Self-references embed the referenced (parent) row.
    const parentHoldsKey = fk.from_table === relation.name;
    item.join = parentHoldsKey
      ? { relation: target, pairs: fk.from_cols.map((c, i) => [c, fk.to_cols[i]!]), many: false }
      : { relation: target, pairs: fk.to_cols.map((c, i) => [c, fk.from_cols[i]!]), many: !fk.one_to_one };
    await resolveEmbeds(tx, cache, target, item.select);
  }
}
