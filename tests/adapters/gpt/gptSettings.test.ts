import { parseGptSettings } from '../../../src/adapters/gpt/gptSettings';
import { GPT_VARIABLES } from '../../../src/adapters/gpt/gptVariables';

const DEFAULT_SCRIPT = 'https://pagead2.googlesyndication.com/tag/js/gpt.js';

describe('parseGptSettings', () => {
  it.each([
    [{}, DEFAULT_SCRIPT],
    [{ TABIJI_GPT_SCRIPT_URL: '  ' }, DEFAULT_SCRIPT],
    [{ TABIJI_GPT_SCRIPT_URL: ' https://ads.cdn.example/gpt.js ' }, 'https://ads.cdn.example/gpt.js'],
  ])('%j → script %s', (raw, scriptUrl) => {
    expect(parseGptSettings(raw, GPT_VARIABLES)).toEqual({ scriptUrl });
  });

  it('lists its one optional variable beside its code', () => {
    expect(GPT_VARIABLES).toEqual({ TABIJI_GPT_SCRIPT_URL: { default: DEFAULT_SCRIPT, required: false } });
  });
});
