/**
 * `sapling llm check`: is the configured model good enough to plan? A
 * knowledge quiz from minecraft-data and a fixed set of goals through the real
 * planner, against any OpenAI-compatible endpoint, so local models can be
 * compared before one is trusted with a run.
 */
import type { Command } from 'commander';
import { redactString } from '../../contracts/redact.js';
import { getKnowledge } from '../../knowledge/index.js';
import { CliError, UsageError } from '../errors.js';
import { whole, RANGES } from '../flags.js';
import { withLlmOptions } from '../planning.js';

interface CheckFlags {
  config?: string;
  model?: string;
  baseUrl?: string;
  questions: number;
  seed: number;
  retries?: number;
  json?: boolean;
}

const stderr = (line: string): void => void process.stderr.write(`sapling: ${line}\n`);

export function llmCommand(program: Command): void {
  const llm = program.command('llm').description('check the configured LLM before trusting it with a run');
  const check = withLlmOptions(
    llm
      .command('check')
      .description('quiz the model on game facts and plan a fixed set of goals; print knowledge score, plan validity, calls, tokens and latency'),
  )
    .option('--questions <n>', 'quiz questions, the four kinds in turn (default 40)', whole('--questions', { min: 1, max: 1000 }), 40)
    .option('--seed <n>', 'which questions the quiz draws (default 1)', whole('--seed', RANGES.seed), 1)
    .option('--retries <n>', 'retries per LLM call for timeouts, 5xx and unreachable servers (default 3)', whole('--retries', { min: 0, max: 10 }))
    .option('--json', 'print the report as JSON')
    .action((opts: CheckFlags) => runCheck(opts));
  llm.exitOverride();
  check.exitOverride();
}

async function runCheck(opts: CheckFlags): Promise<void> {
  const llm = await import('../../llm/index.js');
  let client: InstanceType<typeof llm.TimedLlmClient>;
  try {
    const config = llm.resolveLlmConfig({ config: opts.config, model: opts.model, baseURL: opts.baseUrl, retries: opts.retries });
    if (!config) {
      throw new UsageError(
        'llm check needs an LLM: pass --base-url (e.g. http://localhost:11434/v1 for Ollama), or set OPENAI_BASE_URL and/or OPENAI_API_KEY, or --config',
      );
    }
    client = new llm.TimedLlmClient(config, { progress: stderr });
  } catch (e) {
    if (e instanceof llm.LlmConfigError) throw new CliError(e.message);
    throw e;
  }
  // The endpoint as it may be shown: never the key, never a URL's user:pass@.
  const where = redactString(opts.baseUrl ?? client.config.baseURL ?? 'https://api.openai.com/v1', [client.config.apiKey]);
  const k = getKnowledge();
  stderr(`checking ${client.config.model} at ${where}: ${opts.questions} questions, then ${llm.CHECK_GOALS.length} goals through the planner`);
  let report: Awaited<ReturnType<typeof llm.checkModel>>;
  try {
    report = await llm.checkModel({ client, knowledge: k, questions: opts.questions, seed: opts.seed, progress: stderr });
  } catch (e) {
    // The client's own message already names the server and why; it holds no key.
    if (e instanceof llm.LlmError) throw new CliError(`could not check the model at ${where}: ${e.message}`);
    throw e;
  }
  process.stdout.write(opts.json ? `${JSON.stringify({ ...report, baseURL: where }, null, 2)}\n` : llm.checkTable(report, where));
  if (llm.readNothing(report)) {
    throw new CliError(
      `the model at ${where} answered none of ${report.knowledge.asked} questions readably and gave no valid plan; check --model, and that the server speaks OpenAI chat completions`,
    );
  }
}
