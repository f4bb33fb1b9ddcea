import type { Vec3Like } from '../contracts/body.js';

export const at = (x: number, y: number, z: number): Vec3Like => ({ x, y, z });
export const floor = (p: Vec3Like): Vec3Like => at(Math.floor(p.x), Math.floor(p.y), Math.floor(p.z));
export const add = (p: Vec3Like, dx: number, dy: number, dz: number): Vec3Like => at(p.x + dx, p.y + dy, p.z + dz);
export const fmt = (p: Vec3Like): string => `(${Math.round(p.x)}, ${Math.round(p.y)}, ${Math.round(p.z)})`;
export const distance = (a: Vec3Like, b: Vec3Like): number => Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);
/** The distance across, heights left out. */
export const flat = (a: { x: number; z: number }, b: { x: number; z: number }): number => Math.hypot(a.x - b.x, a.z - b.z);

/** The four horizontal directions, in spiral order (east, south, west, north). */
export const HORIZONTAL: readonly Vec3Like[] = [at(1, 0, 0), at(0, 0, 1), at(-1, 0, 0), at(0, 0, -1)];

const EMPTY = new Set(['air', 'cave_air', 'void_air']);
const FLUID = new Set(['lava', 'water', 'flowing_lava', 'flowing_water']);

/**
 * Nothing to dig: air, or a cell the body cannot tell (null: not loaded, or
 * out of sight). Where unknown must not pass for empty, use isKnownEmpty.
 */
export const isEmpty = (name: string | null): boolean => name === null || EMPTY.has(name);
/** Seen to be air. */
export const isKnownEmpty = (name: string | null): boolean => name !== null && EMPTY.has(name);
/** Seen to be no floor (air or fluid); null (not seen) may be anything. */
export const isKnownHole = (name: string | null): boolean => name !== null && (EMPTY.has(name) || FLUID.has(name));
export const isLava = (name: string | null): boolean => name === 'lava' || name === 'flowing_lava';
export const isFluid = (name: string | null): boolean => name !== null && FLUID.has(name);
export const isSolid = (name: string | null): boolean => !isEmpty(name) && !isFluid(name);
