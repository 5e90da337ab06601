class Db {
    static final String URL = "jdbc:mysql://db:3306/app?user=app&password=vas74gUVFTWvO1&useSSL=true";
}
