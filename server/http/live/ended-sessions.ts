import { EventEmitter } from 'node:events';

/**
 * Sessions that ended in this process (a logout), by session id: the live layer (thread-live.ts) closes their
 * sockets in every web process through its adapter. Emitted by `logOut` (routes/accounts.shared.ts).
 */
export const endedSessions = new EventEmitter();
endedSessions.setMaxListeners(0);
