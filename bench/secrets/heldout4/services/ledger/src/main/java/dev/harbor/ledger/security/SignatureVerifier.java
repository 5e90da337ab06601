package dev.harbor.ledger.security;

import java.security.KeyFactory;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.X509EncodedKeySpec;
import java.util.Base64;

/** Verifies statements signed by the bank. Only the bank's PUBLIC key lives here. */
public final class SignatureVerifier {
    private static final String BANK_PUBLIC_KEY =
        "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAesfsfnmSkobmxAPV4s7/SXxU04fGWjVoLUxM9UdEZZ2EKREizavZ9RWTu6fXd7zG5Zq/nJuxnxAguUXvCk7FHzjH6U16U2HObG67AbKFAWpJG3hZqeqRdf4qj/9TnjJkJ9VtjtL8H+wxAzXWiIUNPE/+AdfH8RVSemlRpQAaU7vKFdrQH02NzrUe+WsHXE0sifvnIqkno2pW5sZJFMGvsT4VgbIDA+xTeaqNWFDlp8EkZzuIO/bxWsPzyTWbLkkt37bV2ZRPdp2IhZNJ92f7M2YnKMd1Xx6IKJ1dbWDvW1EvIDAQAB";

    public static boolean verify(byte[] data, byte[] sig) throws Exception {
        PublicKey key = KeyFactory.getInstance("RSA")
            .generatePublic(new X509EncodedKeySpec(Base64.getDecoder().decode(BANK_PUBLIC_KEY)));
        Signature s = Signature.getInstance("SHA256withRSA");
        s.initVerify(key);
        s.update(data);
        return s.verify(sig);
    }
}
