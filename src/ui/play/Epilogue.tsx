import { useTranslation } from 'react-i18next';
import { epilogueFor } from '../../state/nemo/words/epilogues';

/**
 * The end of the voyage told in a few lines of our own (designed), for the result's Motive and
 * victory level.
 */
export function Epilogue({ epilogueKey }: { epilogueKey: string }) {
  const { t } = useTranslation();
  const epilogue = epilogueFor(epilogueKey);
  if (!epilogue) return null;
  return (
    <figure data-testid="epilogue" style={{ margin: '0.6em 0 1em', fontStyle: 'italic' }}>
      <figcaption style={{ fontStyle: 'normal', fontWeight: 'bold', marginBottom: 4 }}>
        {epilogue.title}
      </figcaption>
      <p style={{ margin: 0, lineHeight: 1.45 }}>{epilogue.text}</p>
      <small style={{ fontStyle: 'normal', opacity: 0.7 }}>{t('play.score.epilogueNote')}</small>
    </figure>
  );
}
