package games.brightloop.tapfarm.licensing;

public class LicenseCheck {
    private static final String BASE64_PUBLIC_KEY = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA86GIZpSfjHjfW6iqGYhEx6UdRzx63J3qXC/fhB8L82Il2nsmquJRI+v1X4uCppraelAo7WXSvHtSqlLIgrkbZyhwHDf5btb9RahJdFo3BPWqjz8MguN83ht5gQZXdKzeCLWM9HQBu5Lf0JLARCet67pI8HtiIFEdxOyG8WwMJjfU/zRSyAelmsa1AEakPivJefpk2OKPUtRC+xNT6EG6KhN4idnQZMmbZ2b6Muwq6N1L6TuEtD/5FSo+qdpPOI7clML9PsPLCNp+WLQ2OomZVTmRdo4UKddr3Ov9touWAEoQGar9ej9PJvTYm7EyL0y0IDAQAB";
    private static final byte[] SALT = new byte[] { 102, 1, -107, -127, -73, -93, 15, 96, 116, -15, 17, -14, -73, 113, -1, -66, 62, -24, 118, 114 };
}
