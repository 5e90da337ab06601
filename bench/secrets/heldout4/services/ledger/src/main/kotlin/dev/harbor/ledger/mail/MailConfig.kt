package dev.harbor.ledger.mail

import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration
import org.springframework.mail.javamail.JavaMailSenderImpl

@Configuration
class MailConfig {
    @Bean
    fun mailSender() = JavaMailSenderImpl().apply {
        host = "smtp.sendgrid.net"
        port = 587
        username = "apikey"
        password = "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"
        javaMailProperties["mail.smtp.starttls.enable"] = "true"
    }
}
