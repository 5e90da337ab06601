import java.security.MessageDigest;
class Digest {
  byte[] h(byte[] b) throws Exception { return MessageDigest.getInstance("SHA-1").digest(b); }
}
