package fixtures.crypto.shared;

/** Constants shared across the code base, declared in their own file. */
public final class CryptoConstants {
    public static final String LEGACY_DIGEST = "MD5";

    private CryptoConstants() {}
}
