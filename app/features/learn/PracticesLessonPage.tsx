import { LevelLessonPage } from './LevelLessonPage';

/** /learn/practices: the practices lesson (route files import a page per path; the page itself is shared). */
export function PracticesLessonPage() {
  return <LevelLessonPage levelId="practices" />;
}
