import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.springframework.stereotype.Service;

@Service
public class EtagService {
    public String etag(String body) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            return "\"" + HexFormat.of().formatHex(md.digest(body.getBytes(StandardCharsets.UTF_8))) + "\"";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
