class Db {
    static final String URL = "jdbc:mysql://db:3306/app?user=app&password=Kr56BOF55nkhx2&useSSL=true";
}
