import { Button, Dialog } from '@touchline/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './host.css.ts';

export interface ConfirmProps {
  /** The button that opens the question. */
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** The confirm button in danger colours (stop, cancel, lift). */
  danger?: boolean;
}

/** Asks before an action that cannot be taken back (stop a stream, cancel one). */
export function Confirm({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
  danger,
}: ConfirmProps) {
  const { t } = useTranslation('host');
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Content title={title} description={description} size="sm">
        <Dialog.Footer>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('keep')}
          </Button>
          <Button
            {...(danger ? { tone: 'danger' as const } : {})}
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Copies a text (an address) and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('host');
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`${t('copy')} ${label}`}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true));
      }}
    >
      {copied ? t('copied') : t('copy')}
    </Button>
  );
}

/** A definition list of figures (label, value). */
export function Figures({
  items,
  label,
}: {
  items: { label: string; value: ReactNode; wide?: boolean }[];
  label: string;
}) {
  return (
    <div role="group" aria-label={label}>
      <dl className={css.tiles}>
        {items.map((item) => (
          <div key={item.label} className={item.wide ? `${css.tile} ${css.tileWide}` : css.tile}>
            <dt className={css.tileLabel}>{item.label}</dt>
            <dd className={css.tileValue}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Cover tags to pick from, as chips (a checkbox each); at most `max` when given. */
export function TagChips({
  legend,
  tags,
  value,
  onChange,
  max,
}: {
  legend: string;
  tags: readonly { id: number; name: string }[];
  value: readonly number[];
  onChange: (next: number[]) => void;
  max?: number;
}) {
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{legend}</legend>
      <div className={css.chips}>
        {tags.map((tag) => {
          const on = value.includes(tag.id);
          return (
            <label key={tag.id} className={css.chip}>
              <input
                type="checkbox"
                className={css.visuallyHidden}
                checked={on}
                disabled={!on && max !== undefined && value.length >= max}
                onChange={(e) =>
                  onChange(
                    e.currentTarget.checked
                      ? [...value, tag.id]
                      : value.filter((id) => id !== tag.id),
                  )
                }
              />
              {tag.name}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
