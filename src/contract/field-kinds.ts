import type { z } from 'zod/mini';

/** What a list field holds, as far as a query value is concerned: the server stores integers as 32-bit `integer`. */
export type FieldKind = 'integer' | 'number' | 'boolean' | 'text';

interface CheckDef {
  check?: string;
  format?: string;
}

/** The kind of one field of a row schema (`id` is always an integer; enumerations and formatted strings are text). */
export function fieldKind(field: string, schema: z.core.$ZodType): FieldKind {
  const def = schema._zod.def as z.core.$ZodTypeDef & CheckDef & { checks?: { _zod: { def: CheckDef } }[]; innerType?: z.core.$ZodType };
  if (field === 'id') return 'integer';
  if ((def.type === 'optional' || def.type === 'nullable') && def.innerType) return fieldKind(field, def.innerType);
  if (def.type === 'boolean') return 'boolean';
  if (def.type === 'number') {
    const checks: CheckDef[] = [def, ...(def.checks ?? []).map((c) => c._zod.def)];
    return checks.some((c) => c.check === 'number_format' && c.format?.includes('int')) ? 'integer' : 'number';
  }
  return 'text';
}

/** Field -> kind, for every field of a row schema. */
export function fieldKinds(row: z.ZodMiniObject): Record<string, FieldKind> {
  return Object.fromEntries(
    Object.entries(row.shape as Record<string, z.core.$ZodType>).map(([field, schema]) => [field, fieldKind(field, schema)]),
  );
}
