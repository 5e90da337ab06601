class Db {
    static final String URL = "jdbc:mysql://db:3306/app?user=app&password=0vxqrEXLOU3pKw&useSSL=true";
}
