import { LevelLessonPage } from './LevelLessonPage';

/** /learn/tools: the tools lesson (route files import a page per path; the page itself is shared). */
export function ToolsLessonPage() {
  return <LevelLessonPage levelId="tools" />;
}
