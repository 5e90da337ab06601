package fixtures.crypto;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

// A switch on a constant's substring picks one algorithm (analysis/const-calls.ts).
class DigestPicker {
    byte[] pick(byte[] data) throws NoSuchAlgorithmException {
        String selector = "xyzSHA";
        String strongName;
        switch (selector.substring(3, 6)) {
            case "MD5": strongName = "MD5"; break;
            case "SHA": strongName = "SHA-512"; break;
            default: strongName = "MD2"; break;
        }
        // ok: java-weak-hash
        MessageDigest strong = MessageDigest.getInstance(strongName);

        String weakName;
        switch (selector.charAt(0)) {
            case 'x': weakName = "MD5"; break;
            default: weakName = "SHA-256"; break;
        }
        // ruleid: java-weak-hash
        MessageDigest weak = MessageDigest.getInstance(weakName);
        return strong.digest(weak.digest(data));
    }
}
