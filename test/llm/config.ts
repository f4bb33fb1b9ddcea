import type { LlmConfig } from '../../src/llm/config.js';
import { SECRET } from './fake-openai.js';

/** A client config pointing at a fake server, fast backoff, the test secret as key. */
export function testConfig(url: string, over: Partial<LlmConfig> = {}): LlmConfig {
  return { apiKey: SECRET, baseURL: url, model: 'test-model', mode: 'auto', timeoutMs: 2000, retries: 3, backoffMs: 1, record: null, replay: null, ...over };
}
