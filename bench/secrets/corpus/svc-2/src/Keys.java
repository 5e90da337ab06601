class Keys {
    private static final String SECRET = "lCpUPdMmJ6nZ27EBt1VVJm80uPQtHqWJe7b39zuU";
}
