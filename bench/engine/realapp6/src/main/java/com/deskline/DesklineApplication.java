package com.deskline;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import com.deskline.config.AppProperties;

@SpringBootApplication
@EnableConfigurationProperties(AppProperties.class)
public class DesklineApplication {
    public static void main(String[] args) {
        SpringApplication.run(DesklineApplication.class, args);
    }
}
