/** The workflow tests run the real engine entry point, as the worker does. */
export { analyzeWithEngine as analyze } from '../../src/workflows/engine.js';
