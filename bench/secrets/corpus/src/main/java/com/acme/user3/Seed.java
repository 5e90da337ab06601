class Seed {
    private String password = "#ZzJxe6@n66!2W2";
    private String username = "admin";
}
