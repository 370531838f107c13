import { LevelLessonPage } from './LevelLessonPage';

/** /learn/principles: the principles lesson (route files import a page per path; the page itself is shared). */
export function PrinciplesLessonPage() {
  return <LevelLessonPage levelId="principles" />;
}
