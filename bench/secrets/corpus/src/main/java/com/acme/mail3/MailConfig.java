package com.acme.mail3;

import java.util.Properties;

class MailConfig {
    Properties smtp() {
        Properties p = new Properties();
        p.put("mail.smtp.host", "smtp.acme.io");
        p.put("mail.smtp.password", "6g_+tpXD7F4!k7j");
        p.put("mail.smtp.password.encoding", "UTF-8");
        return p;
    }
}
