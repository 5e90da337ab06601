class Seed {
    private String password = "!9gdh=-&3z2!ZZy";
    private String username = "admin";
}
