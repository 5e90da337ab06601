class Db {
    static final String URL = "jdbc:mysql://db:3306/app?user=app&password=of8sGXJOswF4sd&useSSL=true";
}
