class Db {
    static final String URL = "jdbc:mysql://db:3306/app?user=app&password=a3ydZbof3UJnTz&useSSL=true";
}
