/** The classroom domain's public face: what other domains may import from it (docs/architecture.md). */
export { countLessonCompletions, mostEnrolledCourses, userCourseProgress, withdrawEnrolment } from './data/courses';
