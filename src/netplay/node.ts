// The Node-only half of netplay: the WebSocket relay and a peer's transport over it.
export { startRelay, type Relay } from "./relay.js";
export { connectPeer, type ConnectOptions } from "./ws-transport.js";
