package com.acme.mail3;

import java.util.Properties;

class MailConfig {
    Properties smtp() {
        Properties p = new Properties();
        p.put("mail.smtp.host", "smtp.acme.io");
        p.put("mail.smtp.password", "mY-6A9LrFU3!VEq");
        p.put("mail.smtp.password.encoding", "UTF-8");
        return p;
    }
}
