import { describe, expect, it } from 'vitest';
import { taskFilter } from '../../src/bench/task-words.js';

const TASKS = [
  'egg',
  'iron_leggings',
  'stone pickaxe',
  'stone_pickaxe',
  '1 zombie',
  '3 zombies',
  '1 zombie + 1 spider',
  '1 zombie villager',
  '1 zombified piglin',
];
const pick = (...words: string[]) => TASKS.filter(taskFilter(words));

describe('--tasks words', () => {
  it('match whole words, not inside another word', () => {
    expect(pick('egg')).toEqual(['egg']);
    expect(pick('leggings')).toEqual(['iron_leggings']);
  });
  it('match GITM printed names with spaces and game ids with underscores alike', () => {
    expect(pick('stone_pickaxe')).toEqual(['stone pickaxe', 'stone_pickaxe']);
    expect(pick('pickaxe')).toEqual(['stone pickaxe', 'stone_pickaxe']);
  });
  it('select every fight with a mob by its name, and several words any of them', () => {
    expect(pick('zombie')).toEqual(['1 zombie', '1 zombie + 1 spider', '1 zombie villager']);
    expect(pick('spider', 'zombies')).toEqual(['3 zombies', '1 zombie + 1 spider']);
    expect(pick('zombie_villager')).toEqual(['1 zombie villager']);
  });
});
