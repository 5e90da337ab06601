package com.acme.mail2;

import java.util.Properties;

class MailConfig {
    Properties smtp() {
        Properties p = new Properties();
        p.put("mail.smtp.host", "smtp.acme.io");
        p.put("mail.smtp.password", "_DN5Crr!N+8!RsZ");
        p.put("mail.smtp.password.encoding", "UTF-8");
        return p;
    }
}
