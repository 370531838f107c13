import { LevelLessonPage } from './LevelLessonPage';

/** /learn/needs: the needs lesson (route files import a page per path; the page itself is shared). */
export function NeedsLessonPage() {
  return <LevelLessonPage levelId="needs" />;
}
