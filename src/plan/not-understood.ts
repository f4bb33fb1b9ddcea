/**
 * The offline planner's refusal. It names the words it could not read and the
 * nearest goals it can read, so a person can rephrase instead of guessing.
 */
export class GoalNotUnderstood extends Error {
  /** Goals the offline planner does read that come closest to what was asked, best first. */
  readonly nearest: readonly string[];

  constructor(goal: string, why: string, nearest: readonly string[] = []) {
    const hint = nearest.length ? ` (did you mean ${nearest.map((g) => `'${g}'`).join(' or ')}?)` : '';
    super(
      `cannot read the goal "${goal}": ${why}${hint}. The offline planner understands goals like ` +
        `"obtain a diamond pickaxe", "get 10 iron ingots", "craft a bed", "mine 5 coal", "kill 2 zombies", "cook some beef", "eat", ` +
        `"grow 5 carrots", "place a crafting table", "build a house", "a stone pickaxe and 4 torches". ` +
        `For other goals configure an LLM: set OPENAI_API_KEY (and OPENAI_BASE_URL for a local server such as Ollama) and SAPLING_MODEL, then run with --planner llm.`,
    );
    this.name = 'GoalNotUnderstood';
    this.nearest = nearest;
  }
}

/**
 * A goal the offline planner read but cannot plan in this world: a mob that never spawns here, a count no inventory
 * holds, an item with no source. The words were fine, so the refusal says why the goal is out of reach instead of
 * listing goals it can read. Still a GoalNotUnderstood for callers that catch every refusal.
 */
export class GoalNotPossible extends GoalNotUnderstood {
  constructor(goal: string, why: string) {
    super(goal, why);
    this.message = `cannot plan the goal "${goal}": ${why}.`;
    this.name = 'GoalNotPossible';
  }
}
