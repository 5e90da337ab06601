class Seed {
    private String password = "*XND-SSAvi6!Ak4";
    private String username = "admin";
}
