class Seed {
    private String password = "Q-QRH%AxaM9!WpF";
    private String username = "admin";
}
