package com.acme.mail1;

import java.util.Properties;

class MailConfig {
    Properties smtp() {
        Properties p = new Properties();
        p.put("mail.smtp.host", "smtp.acme.io");
        p.put("mail.smtp.password", "xS*vZ6ZT!52!hvw");
        p.put("mail.smtp.password.encoding", "UTF-8");
        return p;
    }
}
