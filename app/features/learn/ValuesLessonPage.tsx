import { LevelLessonPage } from './LevelLessonPage';

/** /learn/values: the values lesson (route files import a page per path; the page itself is shared). */
export function ValuesLessonPage() {
  return <LevelLessonPage levelId="values" />;
}
