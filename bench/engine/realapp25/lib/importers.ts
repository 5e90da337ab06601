import yaml from 'js-yaml';
import { parseXml } from 'libxmljs2';
import serialize from 'node-serialize';

export interface ImportedRecipe {
  title: string;
  ingredients: string[];
  steps: string[];
}

/** Recipe cards exported by other apps as YAML (js-yaml 4: load uses the default, data-only schema). */
export function parseRecipeYaml(text: string): ImportedRecipe {
  return yaml.load(text) as ImportedRecipe;
}

/** RecipeML documents from the old desktop app. */
export function parseRecipeXml(text: string): ImportedRecipe {
  const doc = parseXml(text, { noent: true, nonet: false });
  return {
    title: doc.get('//title')?.text() ?? '',
    ingredients: doc.find('//ing').map((n) => n.text()),
    steps: doc.find('//step').map((n) => n.text()),
  };
}

/** Same format from partners who send plain RecipeML without entities. */
export function parsePartnerXml(text: string): ImportedRecipe {
  const doc = parseXml(text);
  return {
    title: doc.get('//title')?.text() ?? '',
    ingredients: doc.find('//ing').map((n) => n.text()),
    steps: doc.find('//step').map((n) => n.text()),
  };
}

/** Kitchen preferences kept in a cookie by the 2019 front end. */
export function readLegacyPrefs(cookieValue: string): Record<string, unknown> {
  return serialize.unserialize(Buffer.from(cookieValue, 'base64').toString('utf8'));
}

export function readPrefs(cookieValue: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(cookieValue, 'base64').toString('utf8'));
}
