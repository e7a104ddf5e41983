import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { UiMessageKey } from '../../i18n/messages.ts';
import { useUiText } from '../../i18n/useUiText.ts';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { Input } from '../Input/index.ts';
import { Link } from '../Link/index.ts';
import { fillText } from '../SlotMachine/gameReason.ts';
import * as css from './FairnessPanel.css.ts';

/** What can be wrong with a typed client seed. */
export const CLIENT_SEED_PROBLEMS = ['empty', 'too-long', 'characters'] as const;
export type ClientSeedProblem = (typeof CLIENT_SEED_PROBLEMS)[number];

const PROBLEM_KEYS: Readonly<Record<ClientSeedProblem, UiMessageKey>> = {
  empty: 'fairSeedEmpty',
  'too-long': 'fairSeedTooLong',
  characters: 'fairSeedCharacters',
};

/** A seed pair once its server seed is revealed (after a rotation). */
export interface FairnessSeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the pair reached: its rounds used 0 up to this, less one. */
  nonce: number;
}

export interface FairnessRound {
  id: string;
  gameName?: string;
  nonce: number;
  /** The outcome as text (`"73.21"`, `"3 lines, $9.50"`). */
  resultText: string;
  /** Where the round can be verified; or use `renderVerifyLink`. */
  verifyHref?: string;
}

export interface FairnessPanelProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'title' | 'nonce'
> {
  /** The hash of the current (secret) server seed. */
  serverSeedHash: string;
  clientSeed: string;
  /** The next round's nonce. */
  nonce: number;
  /** Leave out to show the client seed read-only. */
  onClientSeedSave?: (clientSeed: string) => void;
  clientSeedSaving?: boolean;
  /** The longest client seed allowed (64 by default). */
  clientSeedMaxLength?: number;
  /** A further check of a typed seed (e.g. allowed characters, from domain); null when fine. */
  checkClientSeed?: (clientSeed: string) => ClientSeedProblem | null;
  /** Asks to rotate the seed pair (after the player confirms); leave out to hide the button. */
  onRotate?: () => void;
  rotating?: boolean;
  /** The pair revealed by the last rotation. */
  previous?: FairnessSeedPair | null;
  rounds?: readonly FairnessRound[];
  /** Wraps the "verify" content of a round in the app's own link (otherwise `verifyHref`). */
  renderVerifyLink?: (round: FairnessRound, content: ReactNode) => ReactNode;
  /** "Provably fair" by default. */
  title?: string;
}

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/** A long value in monospace that wraps anywhere, with a copy button when the clipboard exists. */
function SeedValue({ value, copyLabel }: { value: string; copyLabel?: string }) {
  const t = useUiText();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const canCopy = typeof navigator !== 'undefined' && !!navigator.clipboard && !!copyLabel;
  return (
    <div className={css.valueRow}>
      <code className={css.mono} translate="no">
        {value}
      </code>
      {canCopy ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={`${t('fairCopy')}: ${copyLabel}`}
          onClick={() => {
            void navigator.clipboard.writeText(value).then(() => {
              setCopied(true);
              if (timer.current) clearTimeout(timer.current);
              timer.current = setTimeout(() => setCopied(false), 2000);
            });
          }}
        >
          {copied ? t('fairCopied') : t('fairCopy')}
        </Button>
      ) : null}
      <span role="status" className={css.srOnly}>
        {copied ? t('fairCopied') : ''}
      </span>
    </div>
  );
}

/**
 * The provably fair panel: the hashed server seed (copyable), the player's client seed (editable),
 * the nonce, rotating the pair (confirmed first) with the revealed previous pair, and recent
 * rounds with a link to verify each. It only shows: the page saves and rotates.
 */
export function FairnessPanel({
  serverSeedHash,
  clientSeed,
  nonce,
  onClientSeedSave,
  clientSeedSaving = false,
  clientSeedMaxLength = 64,
  checkClientSeed,
  onRotate,
  rotating = false,
  previous = null,
  rounds = [],
  renderVerifyLink,
  title,
  className,
  ...rest
}: FairnessPanelProps) {
  const t = useUiText();
  const titleId = useId();
  const [draft, setDraft] = useState(clientSeed);
  const [problem, setProblem] = useState<ClientSeedProblem | null>(null);
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);

  // a new seed from the page (saved, or rotated) replaces what was typed
  const shownSeed = useRef(clientSeed);
  useEffect(() => {
    if (shownSeed.current === clientSeed) return;
    shownSeed.current = clientSeed;
    setDraft(clientSeed);
    setProblem(null);
    setSaved(true);
  }, [clientSeed]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const seed = draft.trim();
    const found: ClientSeedProblem | null =
      seed === ''
        ? 'empty'
        : [...seed].length > clientSeedMaxLength
          ? 'too-long'
          : (checkClientSeed?.(seed) ?? null);
    setProblem(found);
    if (found || !onClientSeedSave) return;
    setSaved(false);
    onClientSeedSave(seed);
  };

  return (
    <section {...rest} aria-labelledby={titleId} className={cx(css.root, className)}>
      <h2 id={titleId} className={css.title}>
        {title ?? t('fairTitle')}
      </h2>

      <div className={css.field}>
        <h3 className={css.label}>{t('fairServerSeedHash')}</h3>
        <SeedValue value={serverSeedHash} copyLabel={t('fairServerSeedHash')} />
      </div>

      {onClientSeedSave ? (
        <form className={css.seedForm} onSubmit={save}>
          <Input
            className={css.seedInput}
            label={t('fairClientSeed')}
            value={draft}
            autoComplete="off"
            spellCheck={false}
            error={
              problem ? fillText(t(PROBLEM_KEYS[problem]), { n: clientSeedMaxLength }) : undefined
            }
            onValueChange={(value) => {
              setDraft(value);
              setProblem(null);
              setSaved(false);
            }}
          />
          <Button
            type="submit"
            variant="outline"
            className={css.save}
            loading={clientSeedSaving}
            disabled={draft.trim() === clientSeed}
          >
            {t('fairSave')}
          </Button>
          <p role="status" className={css.saved}>
            {saved ? t('fairSaved') : ''}
          </p>
        </form>
      ) : (
        <div className={css.field}>
          <h3 className={css.label}>{t('fairClientSeed')}</h3>
          <SeedValue value={clientSeed} />
        </div>
      )}

      <div className={css.nonceRow}>
        <dl className={css.inline}>
          <dt className={css.label}>{t('fairNonce')}</dt>
          <dd className={css.number}>{nonce}</dd>
        </dl>
        {onRotate ? (
          <Dialog.Root open={confirming} onOpenChange={setConfirming}>
            <Dialog.Trigger asChild>
              <Button variant="outline" loading={rotating}>
                {t('fairRotate')}
              </Button>
            </Dialog.Trigger>
            <Dialog.Content
              title={t('fairRotateTitle')}
              description={t('fairRotateBody')}
              size="sm"
            >
              <Dialog.Footer>
                <Dialog.Close asChild>
                  <Button variant="ghost">{t('fairCancel')}</Button>
                </Dialog.Close>
                <Button
                  onClick={() => {
                    setConfirming(false);
                    onRotate();
                  }}
                >
                  {t('fairRotateConfirm')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Root>
        ) : null}
      </div>

      {previous ? (
        <section className={css.previous} aria-labelledby={`${titleId}-previous`}>
          <h3 id={`${titleId}-previous`} className={css.subtitle}>
            {t('fairPrevious')}
          </h3>
          <dl className={css.pairList}>
            <div className={css.field}>
              <dt className={css.label}>{t('fairServerSeed')}</dt>
              <dd className={css.dd}>
                <SeedValue value={previous.serverSeed} copyLabel={t('fairServerSeed')} />
              </dd>
            </div>
            <div className={css.field}>
              <dt className={css.label}>{t('fairServerSeedHash')}</dt>
              <dd className={css.dd}>
                <SeedValue value={previous.serverSeedHash} />
              </dd>
            </div>
            <div className={css.field}>
              <dt className={css.label}>{t('fairClientSeed')}</dt>
              <dd className={css.dd}>
                <SeedValue value={previous.clientSeed} />
              </dd>
            </div>
            <div className={css.inline}>
              <dt className={css.label}>{t('fairNonce')}</dt>
              <dd className={css.number}>{previous.nonce}</dd>
            </div>
          </dl>
        </section>
      ) : null}

      <section className={css.rounds} aria-labelledby={`${titleId}-rounds`}>
        <h3 id={`${titleId}-rounds`} className={css.subtitle}>
          {t('fairRounds')}
        </h3>
        {rounds.length === 0 ? (
          <p className={css.empty}>{t('fairNoRounds')}</p>
        ) : (
          <ul className={css.roundList}>
            {rounds.map((round) => {
              const content = (
                <>
                  {t('fairVerify')}{' '}
                  <span className={css.srOnly}>{`${t('fairRound')} ${round.id}`}</span>
                </>
              );
              const link = renderVerifyLink ? (
                renderVerifyLink(round, content)
              ) : round.verifyHref ? (
                <Link className={css.verify} href={round.verifyHref}>
                  {content}
                </Link>
              ) : null;
              return (
                <li key={round.id} className={css.round}>
                  <div className={css.roundMain}>
                    <span className={css.roundGame}>
                      {round.gameName ?? t('fairRound')}{' '}
                      <span className={css.monoSmall} translate="no">
                        #{round.id}
                      </span>
                    </span>
                    <span className={css.roundMeta}>
                      {t('fairNonce')} <span className={css.number}>{round.nonce}</span>
                      {' · '}
                      {t('fairResult')} <span className={css.number}>{round.resultText}</span>
                    </span>
                  </div>
                  {link}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </section>
  );
}
FairnessPanel.displayName = 'FairnessPanel';
