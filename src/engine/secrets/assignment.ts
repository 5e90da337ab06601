/** A value assigned to a name, found in code or configuration, with where the value starts. */
export interface Assignment {
  name: string;
  value: string;
  /** UTF-16 offset of the first character of the value in the file text. */
  start: number;
  /**
   * The literal is converted to bytes where it is assigned (`[]byte("…")`, `Buffer.from("…")`): key
   * material, so a name ending in `key` names a secret even without a qualifier (`scannerKey`).
   */
  keyMaterial?: boolean;
  /**
   * The name of the object literal the value is a property of, when a code tree gives it:
   * `const storefront = { token: '…' }` → `storefront`. Only consulted for providers' public fields.
   */
  owner?: string;
}
