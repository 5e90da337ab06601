class Db {
    static final String URL = "jdbc:mysql://db:3306/app?user=app&password=bOCVoI6hkxJCe0&useSSL=true";
}
