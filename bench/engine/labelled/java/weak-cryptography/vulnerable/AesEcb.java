import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

public class AesEcb {
    public byte[] seal(byte[] key, byte[] data) throws Exception {
        Cipher cipher = Cipher.getInstance("AES/ECB/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"));
        return cipher.doFinal(data);
    }
}
