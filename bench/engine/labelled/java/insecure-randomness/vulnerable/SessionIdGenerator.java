public class SessionIdGenerator {
    public String next() {
        StringBuilder id = new StringBuilder();
        for (int i = 0; i < 32; i++) {
            id.append(Integer.toHexString((int) (Math.random() * 16)));
        }
        return id.toString();
    }
}
