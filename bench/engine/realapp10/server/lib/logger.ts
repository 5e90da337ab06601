/* Tiny console logger with timestamps; production ships stdout to the log collector. */
const stamp = () => new Date().toISOString()

const logger = {
  info: (message: string, ...rest: unknown[]) => { console.log(`${stamp()} INFO  ${message}`, ...rest) },
  warn: (message: string, ...rest: unknown[]) => { console.warn(`${stamp()} WARN  ${message}`, ...rest) },
  error: (message: string, ...rest: unknown[]) => { console.error(`${stamp()} ERROR ${message}`, ...rest) }
}

export default logger
