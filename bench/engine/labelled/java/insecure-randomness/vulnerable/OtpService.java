import java.util.concurrent.ThreadLocalRandom;

public class OtpService {
    public String issueCode() {
        int code = ThreadLocalRandom.current().nextInt(100000, 1000000);
        return String.valueOf(code);
    }
}
