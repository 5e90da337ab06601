class Db {
    static final String URL = "jdbc:mysql://db:3306/app?user=app&password=HkLPqWRCRRXl9x&useSSL=true";
}
