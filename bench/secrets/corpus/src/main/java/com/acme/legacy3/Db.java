class Db {
    static final String URL = "jdbc:mysql://db:3306/app?user=app&password=DD1MPg1IMYcs3P&useSSL=true";
}
