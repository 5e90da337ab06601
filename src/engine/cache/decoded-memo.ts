/**
 * Decoded cache values kept in memory by a long-lived process (the server, a scan worker), by the
 * exact bytes they were decoded from.
 *
 * A rescan in the server reads the same packs and cross-file state the previous scan of the scope
 * read or wrote. Checking each entry's CRC-32, deserialising 1,000 entry heads and a state of
 * 30,000 questions again cost about a tenth of a one-file rescan there, and as much again in
 * garbage collection. The value is still read from the store every time (another process may have
 * replaced it) and compared byte for byte with the bytes the memo decoded: equal bytes decode to
 * an equal value, so using the memo is the same as decoding. A fresh process (`vigil scan`) starts
 * empty and decodes as before.
 *
 * Callers must not change what the memo returns (they copy what they hand on). The memo holds at
 * most `maxBytes` of values (their byte length; the decoded form mostly views those bytes), least
 * recently used first out.
 */
export class DecodedMemo<T> {
  private readonly entries = new Map<string, { bytes: Buffer; value: T }>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  /** The value decoded from exactly these bytes under this key, if the memo holds it. */
  get(key: string, bytes: Buffer): T | undefined {
    const e = this.entries.get(key);
    if (!e || !e.bytes.equals(bytes)) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, e);
    return e.value;
  }

  set(key: string, bytes: Buffer, value: T): void {
    this.delete(key);
    if (bytes.length > this.maxBytes) return;
    this.entries.set(key, { bytes, value });
    this.total += bytes.length;
    for (const [k] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.delete(k);
    }
  }

  delete(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.total -= e.bytes.length;
  }
}
