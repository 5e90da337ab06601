class Seed {
    private String password = "saGa9cxKZg8!ZOk";
    private String username = "admin";
}
