import { maskAccount, maskName } from '@touchline/domain';
import type { ComponentPropsWithRef } from 'react';
import { masked } from './MaskedText.css.ts';

export const MASKED_TEXT_KINDS = ['account', 'name'] as const;
export type MaskedTextKind = (typeof MASKED_TEXT_KINDS)[number];

export interface MaskedTextProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** `account`: phone or account (first 3 and last 2–4 kept); `name`: a person's name by words. */
  kind?: MaskedTextKind;
  /** The unmasked value. It is masked before rendering and never reaches the DOM. */
  value: string;
}

/** A phone number, account or name shown masked; the unmasked value is never in the DOM. */
export function MaskedText({ kind = 'account', value, className, ...rest }: MaskedTextProps) {
  const text = kind === 'name' ? maskName(value) : maskAccount(value);
  return (
    <span
      {...rest}
      translate="no"
      className={[masked({ kind }), className].filter(Boolean).join(' ')}
    >
      {text}
    </span>
  );
}
MaskedText.displayName = 'MaskedText';
