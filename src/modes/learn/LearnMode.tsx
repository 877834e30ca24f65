import { i18n } from '../../i18n/i18n';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useStageSounds } from '../../audio/useStageSounds';
import { lazy, useEffect, useMemo } from 'react';
import { storageAtom } from '../../state/nemo/gameAtoms';
import type { UrlOptions } from '../../state/nemo/urlParams';
import { currentLessonAtom, startLessonAtom } from '../../state/learn/learnAtoms';
import { lessonById } from '../../state/learn/lessons/lessonCatalog';
import { LessonMenu } from '../../ui/learn/LessonMenu';
import { LessonPanel } from '../../ui/learn/LessonPanel';
import { Hud } from '../../ui/play/Hud';
import { LiveAnnouncer } from '../../ui/a11y/LiveAnnouncer';
import { MessageBanner } from '../../ui/play/MessageBanner';
import { useDebugApi } from '../shared/useDebugApi';
import { nemoSession } from '../../state/nemo/gameAtoms';
import { usePlayback } from '../play/usePlayback';
import { useLearnDebugApi } from './useLearnDebugApi';
import { useLessonBoard } from './useLessonBoard';
import { TableStage } from '../shared/TableStage';
import { PanelDock } from '../../ui/play/PanelDock';
import { pageUrl } from '../../state/app/pageUrl';
import { screenModeAtom } from '../../state/app/screenLayout';
import { useDiceInset } from '../shared/useDiceInset';

const LearnCanvas = lazy(() => import('./LearnCanvas'));

/**
 * Learn: a lesson menu, then guided lessons on the 3D table running on the real rules core.
 * `?mode=learn&lesson=<id>` opens a lesson directly. Never touches the solo autosave.
 */
export default function LearnMode({ options }: { options: UrlOptions }) {
  const lesson = useAtomValue(currentLessonAtom);
  const start = useSetAtom(startLessonAtom);
  const store = useStore();
  const setScreenMode = useSetAtom(screenModeAtom);
  const problems = useMemo(() => {
    const id = pageUrl().lesson;
    return id && !lessonById(id) ? [i18n.t('learn.unknownLesson', { id })] : [];
  }, []);

  useEffect(() => {
    document.body.style.margin = '0';
    store.set(storageAtom, null);
    const id = pageUrl().lesson;
    if (id && lessonById(id) && !store.get(currentLessonAtom)) start(id);
  }, [start, store]);

  useEffect(() => {
    setScreenMode('learn');
  }, [setScreenMode]);

  usePlayback();
  useStageSounds();
  useDiceInset();
  useLessonBoard();
  useDebugApi(options.debug, nemoSession);
  useLearnDebugApi(options.debug);

  if (!lesson) {
    return (
      <>
        <LessonMenu />
        <MessageBanner extra={[...options.problems, ...problems]} />
      </>
    );
  }
  return (
    <TableStage canvas={<LearnCanvas debug={options.debug} low={options.quality === 'low'} />}>
      <Hud />
      <PanelDock>
        <LessonPanel />
      </PanelDock>
      <MessageBanner extra={options.problems} />
      <LiveAnnouncer />
    </TableStage>
  );
}
