import { GOOGLE_AD_ORIGINS, gptRecipients } from '../../../src/adapters/gpt/gptDisclosure';
import { parseGptSettings } from '../../../src/adapters/gpt/gptSettings';
import { GPT_VARIABLES } from '../../../src/adapters/gpt/gptVariables';

describe('gptRecipients', () => {
  it('lists Google’s ad services, gated partly by consent', () => {
    expect(gptRecipients(parseGptSettings({}, GPT_VARIABLES))).toEqual([
      expect.objectContaining({ id: 'google-ads', recipient: 'Google LLC', origins: GOOGLE_AD_ORIGINS, consentGate: 'partial', privacyPolicyUrl: 'https://policies.google.com/privacy' }),
    ]);
  });

  it('does not repeat a fixed origin the script URL also names', () => {
    const [entry] = gptRecipients({ scriptUrl: 'https://securepubads.g.doubleclick.net/tag/js/gpt.js' });
    expect(entry?.origins.filter((origin) => origin === 'https://securepubads.g.doubleclick.net')).toHaveLength(1);
    expect(entry?.origins).toHaveLength(GOOGLE_AD_ORIGINS.length);
  });

  it('adds a self-hosted script’s origin', () => {
    expect(gptRecipients({ scriptUrl: 'https://ads.cdn.example/gpt.js' })[0]?.origins).toEqual([...GOOGLE_AD_ORIGINS, 'https://ads.cdn.example']);
  });

  it('lists nothing when no script is set (ads off)', () => {
    expect(gptRecipients({ scriptUrl: '' })).toEqual([]);
  });
});
