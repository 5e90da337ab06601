// SHA-256 SPKI pins of api.tidewater.app (current and backup)
export const PINS = ['sha256/25JPchGN44DEi1g+nHGyGA/U87yTxXAHdtXIEOQRnw0=', 'sha256/C7CLjNsi5D7QWH3eNn1hbeanngR+1VBDbmd1d1BpR8k='];
