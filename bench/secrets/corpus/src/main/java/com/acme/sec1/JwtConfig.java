class JwtConfig {
    @Value("${jwt.secret}")
    private String secret;
    private static final String SECRET_KEY_ALGORITHM = "HmacSHA256";
    byte[] digest = MessageDigest.getInstance("SHA-256").digest("password".getBytes());
}
