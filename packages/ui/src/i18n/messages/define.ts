/**
 * One area's texts in a language other than English (the source): exactly the English file's
 * keys, each a text. An object literal of this type with a missing or an extra key does not
 * compile; `messages.test.ts` also checks that none is empty.
 */
export type Translation<English> = { readonly [Key in keyof English]: string };
