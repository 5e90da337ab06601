export { VigilClient, normaliseScanStatus, MAX_PAGE_SIZE, ScanWaitTimeoutError, type VigilClientOptions, type WaitOptions } from './client.js';
export { OPERATIONS, expandPath, type Operation, type OperationName } from './operations.js';
export { VigilApiError, VigilConnectionError, retryAfterSeconds, type TransportOptions } from './transport.js';
export * from './types.js';
export * from './dashboard-types.js';
