import _ from 'lodash';
import { customerRepository } from '../repositories/customerRepository';
import { http } from '../utils/httpClient';
import { deepMerge, safeMerge } from '../utils/merge';
import { HttpError } from '../middleware/errors';

const DEFAULT_SETTINGS = { locale: 'en', currency: 'EUR', reminders: { enabled: true, days: 14 } };

export const customerService = {
  list(orgId: number, sort: string, limit: number) {
    return customerRepository.page(orgId, sort, limit);
  },

  listSafely(orgId: number, sort: string, limit: number) {
    return customerRepository.pageSorted(orgId, sort, limit);
  },

  async importAvatar(orgId: number, id: number, avatarUrl: string) {
    const image = await http.get<ArrayBuffer>(avatarUrl, { responseType: 'arraybuffer' });
    await customerRepository.updateAvatar(orgId, id, Buffer.from(image));
  },

  async updateSettings(orgId: number, id: number, patch: Record<string, unknown>) {
    const customer = await customerRepository.findById(orgId, id);
    if (!customer) throw new HttpError(404, 'customer not found');
    const settings = deepMerge(JSON.parse(customer.settings || '{}'), patch);
    await customerRepository.updateSettings(orgId, id, settings);
    return settings;
  },

  async resetSettings(orgId: number, id: number, patch: Record<string, unknown>) {
    const settings = safeMerge(_.cloneDeep(DEFAULT_SETTINGS), patch);
    await customerRepository.updateSettings(orgId, id, settings);
    return settings;
  },

  // "reminders.days" style keys from the settings form.
  setSetting(settings: Record<string, any>, dottedKey: string, value: unknown) {
    const [section, key] = String(dottedKey).split('.');
    settings[section] = settings[section] || {};
    settings[section][key] = value;
    return settings;
  },

  pickDisplaySettings(body: Record<string, unknown>) {
    return Object.assign({}, DEFAULT_SETTINGS, _.pick(body, ['locale', 'currency']));
  },
};
