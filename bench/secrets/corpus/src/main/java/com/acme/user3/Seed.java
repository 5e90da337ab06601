class Seed {
    private String password = "5XyJ?N7MYr0!iae";
    private String username = "admin";
}
