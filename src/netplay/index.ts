// Lockstep and rollback netplay, the package's `lockstep-physics/netplay` entry point: the session
// API, the SyncTest, the desync detector, link conditions and the world interface, independent of
// any one world; `lockstepPs2World` plugs a public-API PS2 world in. Runs in any JS engine (a
// browser too): it imports nothing of Node. The WebSocket relay and a peer's transport over it,
// which need Node and the `ws` package, are `lockstep-physics/netplay/node` (./node.ts).
export { createSession, Session, NOBODY, type SessionOptions, type SessionStats, type AdvanceResult } from "./session.js";
export { syncTest, SyncTestFailure, type SyncTestOptions, type SyncTestResult } from "./synctest.js";
export { describeDesync, firstDifference, recordHashes, firstDifferentRecord, type DesyncReport, type FieldDifference, type RecordHash } from "./desync.js";
export { ConditionedInbox, PERFECT_LINK, type LinkConditions, type Transport, type TransportEvent } from "./transport.js";
export { checkInputShape, blankInputOf, type LockstepGame, type LockstepWorld } from "./world.js";
export { lockstepPs2World, Ps2LockstepWorld, type GameState, type Ps2LockstepOptions } from "./ps2.js";
