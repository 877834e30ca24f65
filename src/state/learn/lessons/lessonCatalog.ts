import type { Lesson } from '../lessonTypes';
import { imperialistTurnLesson } from './imperialistTurnLesson';
import { mapChangesLesson } from './mapChangesLesson';
import { turnAtSeaLesson } from './turnAtSeaLesson';

/** Every lesson, in menu order. */
export const LESSONS: readonly Lesson[] = [
  turnAtSeaLesson,
  mapChangesLesson,
  imperialistTurnLesson,
];

export function lessonById(id: string): Lesson | undefined {
  return LESSONS.find((l) => l.id === id);
}
