class Db {
    static final String URL = "jdbc:mysql://db:3306/app?user=app&password=FGgzKLOCh0Dsu1&useSSL=true";
}
