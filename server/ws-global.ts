/**
 * Node 20 has no global WebSocket; Colyseus (and @colyseus/sdk used by tests and the benchmark in Node) expect one.
 * Import this module before anything from Colyseus.
 */
import { WebSocket } from 'ws';

const g = globalThis as { WebSocket?: unknown };
g.WebSocket ??= WebSocket;
