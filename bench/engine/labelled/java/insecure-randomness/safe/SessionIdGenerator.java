import java.util.UUID;

public class SessionIdGenerator {
    public String next() {
        return UUID.randomUUID().toString();
    }
}
