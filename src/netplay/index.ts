// Lockstep and rollback netplay: the session API, the SyncTest, the desync detector and the wire
// protocol, independent of any one world (a world plugs in through LockstepWorld/LockstepGame).
// Runs in any JS engine; the WebSocket relay and its client, which need Node's `ws`, are in ./node.js.
export { createSession, Session, NOBODY, type SessionOptions, type SessionStats, type AdvanceResult } from "./session.js";
export { syncTest, SyncTestFailure, type SyncTestOptions, type SyncTestResult } from "./synctest.js";
export { describeDesync, firstDifference, recordHashes, firstDifferentRecord, type DesyncReport, type FieldDifference } from "./desync.js";
export { walkFields } from "./field-walk.js";
export { ConditionedInbox, PERFECT_LINK, type LinkConditions, type Transport, type TransportEvent } from "./transport.js";
export { checkInputShape, blankInputOf, type LockstepGame, type LockstepWorld } from "./world.js";
