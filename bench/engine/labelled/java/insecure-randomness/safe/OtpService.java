import java.security.SecureRandom;

public class OtpService {
    private final SecureRandom random = new SecureRandom();

    public String issueCode() {
        return String.valueOf(100000 + random.nextInt(900000));
    }
}
