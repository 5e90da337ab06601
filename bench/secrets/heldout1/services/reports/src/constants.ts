export const PASSWORD_RESET_TOKEN_BYTES = 32;
export const API_KEY_PREFIX = 'ak_live_';
export const SECRET_HEADER = 'x-acme-secret';
export const TOKEN_REGEX = /^ak_(live|test)_[A-Za-z0-9]{32}$/;
export const DEFAULT_PASSWORD_LENGTH = 16;
export const passwordPlaceholder = '••••••••';
export const EMPTY_HASH = 'd41d8cd98f00b204e9800998ecf8427e';
