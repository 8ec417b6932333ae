/**
 * The API lane's setup, run before each test file: the worker's lane (tools/testing/apiLane/
 * startLane.ts), started with the worker's first file, then emptied and given the base fixture
 * again for every file. Files of one worker run one after another, and the two workers have a
 * Firestore each, so no file sees another's data; `api()` and the helpers' Admin SDK point here.
 * A file's own process would cost the functions' modules loaded again for each file (seconds).
 */
import { afterAll, inject } from 'vitest';

import { apiLane, setApiLane } from './lane';
import { startApiLane } from './startLane';

let lane = apiLane();
if (!lane) {
  lane = await startApiLane(inject('apiLaneKeys'));
  setApiLane(lane);
}
await lane.beginFile();

afterAll(() => lane.bridge.settled());
