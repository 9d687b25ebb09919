// The Node-only half of netplay, the package's `lockstep-physics/netplay/node` entry point: a
// WebSocket relay on the loopback interface (or any host) and a peer's Transport over it. Needs
// Node and the `ws` package (a peer dependency of this entry only).
export { startRelay, type Relay } from "./relay.js";
export { connectPeer, type ConnectOptions } from "./ws-transport.js";
