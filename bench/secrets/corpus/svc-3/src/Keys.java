class Keys {
    private static final String SECRET = "TOKOmKQq2reAn1JHtUFCGnrydfRTpY9BNRgJGNAY";
}
