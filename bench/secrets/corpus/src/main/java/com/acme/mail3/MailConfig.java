package com.acme.mail3;

import java.util.Properties;

class MailConfig {
    Properties smtp() {
        Properties p = new Properties();
        p.put("mail.smtp.host", "smtp.acme.io");
        p.put("mail.smtp.password", "Ln&dEWeVeu9!lWc");
        p.put("mail.smtp.password.encoding", "UTF-8");
        return p;
    }
}
