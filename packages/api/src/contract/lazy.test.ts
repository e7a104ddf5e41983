import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { lazySchema } from './lazy.ts';

function counted<T extends object>(build: () => T) {
  const count = { builds: 0 };
  const schema = lazySchema(() => {
    count.builds += 1;
    return build();
  });
  return { schema, count };
}

describe('lazySchema', () => {
  it('builds nothing until the schema is read, then builds it once', () => {
    const { schema, count } = counted(() => z.object({ id: z.int() }));
    expect(count.builds).toBe(0);
    expect(schema.parse({ id: 1 })).toEqual({ id: 1 });
    expect(schema.safeParse({ id: 'x' }).success).toBe(false);
    expect(count.builds).toBe(1);
  });

  it('is not built when another schema that uses it is declared, only when that one is used', () => {
    const inner = counted(() => z.object({ id: z.int() }));
    const outer = counted(() =>
      z.object({
        item: inner.schema,
        list: z.array(inner.schema),
        maybe: z.optional(inner.schema),
      }),
    );
    const union = z.union([inner.schema, z.string()]);
    expect(inner.count.builds).toBe(0);
    expect(outer.count.builds).toBe(0);

    expect(outer.schema.parse({ item: { id: 1 }, list: [{ id: 2 }] })).toEqual({
      item: { id: 1 },
      list: [{ id: 2 }],
    });
    expect(outer.schema.safeParse({ item: { id: 'x' }, list: [] }).success).toBe(false);
    expect(union.parse('a')).toBe('a');
    expect(inner.count.builds).toBe(1);
    expect(outer.count.builds).toBe(1);
  });

  it('passes for the schema: zod instanceof, its shape, checks and types derived from it', () => {
    const { schema } = counted(() => z.object({ name: z.string(), age: z.optional(z.int()) }));
    expect(schema instanceof z.core.$ZodObject).toBe(true);
    expect(schema instanceof z.core.$ZodArray).toBe(false);
    expect(Object.keys(schema.shape)).toEqual(['name', 'age']);
    expect(schema.shape.name.safeParse(1).success).toBe(false);
    expect('_zod' in schema).toBe(true);
    const named = schema.check(z.refine((v) => v.name !== '', 'a name'));
    expect(named.safeParse({ name: '' }).success).toBe(false);
    const value: z.output<typeof schema> = schema.parse({ name: 'a', age: 3 });
    expect(value).toEqual({ name: 'a', age: 3 });
  });

  it('answers the same object every time, and an error thrown by its building each time it is read', () => {
    const { schema } = counted(() => z.string());
    expect(schema._zod).toBe(schema._zod);
    const broken = lazySchema<z.ZodMiniString>(() => {
      throw new Error('no schema');
    });
    expect(() => broken.parse('a')).toThrow('no schema');
    expect(() => broken.parse('a')).toThrow('no schema');
  });
});
