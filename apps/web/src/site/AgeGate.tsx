import { Button, Dialog } from '@touchline/ui';
import { useTranslation } from 'react-i18next';

export { ADULTS_ONLY_PATH } from './paths.ts';

export interface AgeGateViewProps {
  onYes: () => void;
  onNo: () => void;
}

/**
 * The first-visit 18+ question (issue 20) over the site: a modal dialog that only an answer
 * closes — no close button, Escape and a press outside do nothing.
 */
export function AgeGateView({ onYes, onNo }: AgeGateViewProps) {
  const { t } = useTranslation();
  const keep = (event: Event) => event.preventDefault();
  return (
    <Dialog.Root open>
      <Dialog.Content
        title={t('ageGate.title')}
        description={t('ageGate.text')}
        size="sm"
        hideClose
        onEscapeKeyDown={keep}
        onInteractOutside={keep}
      >
        <Dialog.Footer>
          <Button type="button" variant="solid" tone="neutral" onClick={onNo}>
            {t('ageGate.no')}
          </Button>
          <Button type="button" onClick={onYes}>
            {t('ageGate.yes')}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
