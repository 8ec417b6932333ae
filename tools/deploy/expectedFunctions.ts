/**
 * The functions a deploy must create, each with its trigger as `describeTrigger` writes it. The
 * deploy rehearsal (npm run rehearse:deploy, part of npm test) fails when the bundle lacks one of
 * them or exports one that is not listed here: a feature that adds a function adds its line here.
 * All of them run in REGION (functions/src/app/region.ts).
 */
export const EXPECTED_FUNCTIONS: Record<string, string> = {
  api: 'https',
  onUserWritten: 'firestore written users/{userId}',
  onLikeWritten: 'firestore written likes/{likeId}',
  onCourseWritten: 'firestore written courses/{id}',
  onServiceWritten: 'firestore written services/{id}',
  onPostCreated: 'firestore created posts/{postId}',
  onPostDeleted: 'firestore deleted posts/{postId}',
};
