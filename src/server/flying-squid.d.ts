/**
 * Type declarations for flying-squid 1.12.0, covering the parts Sapling uses.
 * flying-squid ships no types; its objects are open-ended (plugins add members
 * at run time), so the shapes below list what we rely on and stay open.
 */
declare module 'flying-squid' {
  import type { EventEmitter } from 'node:events';
  import type { IndexedData } from 'minecraft-data';
  import type { Vec3 } from 'vec3';

  /** A prismarine-item instance as flying-squid stores it in inventories. */
  export interface SquidItem {
    type: number;
    count: number;
    name: string;
    stackSize: number;
    metadata: number;
    nbt: unknown;
    durabilityUsed?: number;
    maxDurability?: number;
    /** The window slot prismarine-windows keeps on each item it holds. */
    slot?: number;
  }

  /** A prismarine-windows window (the player's inventory is one). */
  export interface SquidWindow extends EventEmitter {
    id: number;
    type: string;
    slots: (SquidItem | null)[];
    inventoryStart: number;
    inventoryEnd: number;
    craftingResultSlot: number;
    selectedItem: SquidItem | null;
    updateSlot(slot: number, item: SquidItem | null): void;
    acceptClick(click: { slot: number; mouseButton: number; mode: number; item: SquidItem | null }, gamemode?: number): unknown;
    firstEmptyInventorySlot(): number | null;
    items(): SquidItem[];
  }

  /** A minecraft-protocol server-side client (one connection). */
  export interface SquidClient extends EventEmitter {
    username: string;
    socket?: { remoteAddress?: string; destroy(): void };
    /** end()'s timer that destroys the socket if it has not closed within 30 s. */
    closeTimer?: ReturnType<typeof setTimeout>;
    write(packet: string, data: unknown): void;
    end(reason?: string): void;
  }

  export interface SquidEntity extends EventEmitter {
    id: number;
    type: 'player' | 'mob' | 'object';
    name: string;
    entityType: number;
    position: Vec3;
    velocity: Vec3;
    health: number;
    world: SquidWorld;
    itemId?: number;
    itemCount?: number;
    pickupTime?: number;
    deathTime?: number;
    bornTime: number;
    destroy(): void;
    takeDamage(opts: { damage?: number; velocity?: Vec3; maxVelocity?: Vec3; sound?: string; animation?: boolean }): void;
    updateHealth(health: number): void;
    sendVelocity(vel: Vec3, maxVel?: Vec3): void;
    _writeOthersNearby(packet: string, data: unknown): void;
    _writeNearby(packet: string, data: unknown): void;
    [member: string]: unknown;
  }

  export interface SquidPlayer extends SquidEntity {
    type: 'player';
    username: string;
    uuid: string;
    inventory: SquidWindow;
    heldItemSlot: number;
    food: number;
    foodSaturation: number;
    gameMode: number;
    spawnPoint: Vec3;
    crouching: boolean;
    disconnected?: boolean;
    _client: SquidClient;
    /** flying-squid's operator flag; Sapling's access control decides by name instead (see access.ts). */
    op?: boolean;
    updateFood(food: number): void;
    updateFoodSaturation(sat: number): void;
    sendSelfPosition(pos?: Vec3): void;
    teleport(pos: Vec3): Promise<void>;
    updateAndSpawn(): void;
    collect(entity: SquidEntity): void;
    kick(reason?: string): void;
    _sendRespawn(difficulty?: number, gamemode?: number, dimension?: number): void;
    findSpawnPoint(): Promise<void>;
    /** Sapling's own: the spawn point while a returning player is put back where they left. */
    trueSpawn?: Vec3;
  }

  export interface SquidBlock {
    type: number;
    name: string;
    stateId: number;
    position: Vec3;
    boundingBox: string;
    [member: string]: unknown;
  }

  export interface SquidWorld {
    getBlock(pos: Vec3): Promise<SquidBlock>;
    getBlockType(pos: Vec3): Promise<number>;
    getBlockStateId(pos: Vec3): Promise<number>;
    setBlockStateId(pos: Vec3, stateId: number): Promise<void>;
    getColumn(x: number, z: number): Promise<unknown>;
  }

  export interface SquidPlugin {
    server?(serv: SquidServer, options: Record<string, unknown>): void;
    player?(player: SquidPlayer, serv: SquidServer): void;
    entity?(entity: SquidEntity, serv: SquidServer): void;
  }

  export interface SquidServer extends EventEmitter {
    registry: IndexedData;
    overworld: SquidWorld;
    players: SquidPlayer[];
    entities: Record<number, SquidEntity>;
    tickCount: number;
    time: number;
    doDaylightCycle: boolean;
    isClosed?: boolean;
    listeningPort?: number;
    /** flying-squid's command tree; `use` runs a command line (without the slash). */
    commands: { use(command: string, ctx?: { player?: SquidPlayer }, op?: boolean): Promise<string | undefined> };
    _server: EventEmitter & { close(): void; clients: Record<string, SquidClient>; socketServer?: { address(): { port: number } } };
    getPlayer(username: string): SquidPlayer | null;
    getSpawnPoint(world: SquidWorld): Promise<Vec3>;
    setBlock(world: SquidWorld, pos: Vec3, stateId: number): Promise<void>;
    setTime(time: number): void;
    spawnMob(type: number, world: SquidWorld, pos: Vec3, opts?: Record<string, unknown>): SquidEntity;
    spawnObject(type: number, world: SquidWorld, pos: Vec3, opts: Record<string, unknown>): SquidEntity;
    onBlockInteraction(block: string, handler: (data: { block: SquidBlock; player: SquidPlayer }) => Promise<boolean | void> | boolean | void): void;
    addPlugin(name: string, plugin: SquidPlugin, settings?: unknown): void;
    stopTickInterval(): void;
    _createChatComponent(component: { text: string }): { toNetworkFormat(): unknown };
    debug?(message: string): void;
    destroy(): Promise<void>;
    [member: string]: unknown;
  }

  export function createMCServer(options: Record<string, unknown>): SquidServer;
  export const generations: Record<
    string,
    (opts: { seed: number; registry: IndexedData; [k: string]: unknown }) => (chunkX: number, chunkZ: number) => unknown
  >;
}
