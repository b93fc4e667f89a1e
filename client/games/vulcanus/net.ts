/** The shell's connection types, with Vulcanus's view, action and event types filled in. */
import type { Action, GameEvent, View } from '../../../shared/vulcanus/index';
import type { GameConnection as AnyConnection, GameUpdate as AnyUpdate } from '../../net/types';

export type { ChatMessage } from '../../net/types';
export type GameUpdate = AnyUpdate<View, Action, GameEvent>;
export type GameConnection = AnyConnection<View, Action, GameEvent>;
