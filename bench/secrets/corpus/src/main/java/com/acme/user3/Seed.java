class Seed {
    private String password = "VRY_WC3YPh2!CDv";
    private String username = "admin";
}
